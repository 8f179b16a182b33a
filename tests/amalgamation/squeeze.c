/*
 * squeeze.c - code whose blanks and line breaks the judge build must keep,
 * checked by compiling it with warnings as errors and running it after
 * amalgamate -s -m.  Prints "ok" when every value is what the unsqueezed
 * source gives.  The judge build joins lines: what follows the body of an
 * unbraced if, else or loop must not join that body's line, or compilers
 * warn of misleading indentation (and a reader is misled).
 */
#include <stdio.h>

#define TWICE (2)
#define AS_IS (7)
#define SUM3(a, b, c) ((a) + (b) + (c))
#define WORDS(x) x int

/* Counts the odd numbers below n the long way, with unbraced bodies.  A
 * directive starts a line of output, so the first `if` begins one, which
 * is when a compiler reads `if(n<0)n=0;for...` as misleading. */
static int odd_below(int n)
{
    int i, count = 0, evens = 0;
#define ODD(k) ((k) % 2)
    if (n < 0)
        n = 0;
    for (i = 0; i < n; i++)
        if (ODD(i))
            count++;
        else
            evens++;
    if (evens < 0)
        return -1;
    while (n > 100)
        for (i = 0; i < 2; i++) {
            n--;
            n--;
        }
    return count;
}

int main(void)
{
    int a = 5, b = 3, *p = &b;
    unsigned hex = 0x1E - 1;
    const char *s = "a  b, ( c )";
    char blank = ' ';
    int minus = a - -b, divide = a / *p, plus = a + +b;
    int object_like = AS_IS + TWICE;
    int logic = (a & b) && (a | b) ? a % b : 0;
    WORDS(const) words = 3;

    if (minus != 8 || divide != 1 || plus != 8 || hex != 29u ||
        object_like != 9 || logic != 2 || SUM3(1, 2, 3) != 6 ||
        odd_below(7) != 3 || odd_below(205) != 102 || words != 3 ||
        s[1] != ' ' || s[2] != ' ' || s[5] != ' ' || s[7] != ' ' ||
        blank != ' ') {
        puts("wrong");
        return 1;
    }
    puts("ok");
    return 0;
}
