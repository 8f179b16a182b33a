/*
 * undef.c - input of amalgamation.undef (undef.cmake): conditionals on
 * FAST, which -U FAST decides, among others it must keep as they are.
 */
#include <stdio.h>

#ifdef FAST
#include <no_such_header_for_fast_builds.h>
#define WAY "fast_only"
#if FAST > 1
#error nested conditionals inside a left-out part are left out too
#else
#endif
#else
#define WAY "portable"
#endif

#ifndef FAST
static int way(void)
{
    return 1;
}
#else
static int way(void)
{
    return fast_only_function();
}
#endif

#ifdef OTHER
#error kept: the compiler decides, OTHER is not defined
#endif

#ifdef FAST /* a comment after the name */
#define LONG "fast_only \
continued"
#endif

int main(void)
{
    if (way() == 1 && WAY[0] == 'p')
        printf("ok\n");
    return 0;
}
