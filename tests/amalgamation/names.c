/*
 * names.c - input of amalgamation.names (names.cmake): names with the
 * prefixes pfx_ and PFX_, in code, in literals, in comments (here: pfx_in_a_comment),
 * beside names the file already uses that a short name could take.
 */
#include <stdio.h>
#include <string.h>

#define PFX_LIMIT 0x1Fu
#define PFX_TWICE(x) (2 * (x))

struct pfx_pair {
    int pfx_first, second;
};

static int A0 = 1, B0 = 2; /* short names the file uses already */

static int pfx_sum_of_pair(const struct pfx_pair *pfx_pair_arg)
{
    return pfx_pair_arg->pfx_first + pfx_pair_arg->second;
}

int main(void)
{
    struct pfx_pair p = {PFX_TWICE(3), 10};
    const char *text = "pfx_sum_of_pair";
    char c = 'p';

    if (pfx_sum_of_pair(&p) == 16 && strcmp(text, "pfx_sum_of_pair") == 0 &&
        c == 'p' && PFX_LIMIT == 31u && A0 + B0 == 3)
        printf("ok\n");
    return 0;
}
