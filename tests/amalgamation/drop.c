/*
 * drop.c - input of amalgamation.drop (drop.cmake): declarations headed by
 * API, some of functions that nothing else names.
 */
#include <stdio.h>

#define API extern

API int used(int x);
API int never_named(int x);
API int never_named_either(const char *text, int (*f)(int));
API int defined_below(int x);
API int (*const hook)(int); /* a pointer: kept, though named once */

int used(int x)
{
    return x + 1;
}

int defined_below(int x)
{
    return used(x) - 1;
}

int (*const hook)(int) = used;

int main(void)
{
    const char *text = "API int in_a_string(int x);";

    if (defined_below(41) == 41 && hook(1) == 2 && text[0] == 'A')
        printf("ok\n");
    return 0;
}
