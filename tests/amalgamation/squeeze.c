/*
 * squeeze.c - code whose blanks the judge build must keep, checked by
 * running it after amalgamate -s -m.  Prints "ok" when every value is
 * what the unsqueezed source gives.
 */
#include <stdio.h>

#define TWICE (2)
#define AS_IS (7)

int main(void)
{
    int a = 5, b = 3, *p = &b;
    unsigned hex = 0x1E - 1;
    const char *s = "a  b, ( c )";
    char blank = ' ';
    int minus = a - -b, divide = a / *p, plus = a + +b;
    int object_like = AS_IS + TWICE;
    int logic = (a & b) && (a | b) ? a % b : 0;

    if (minus != 8 || divide != 1 || plus != 8 || hex != 29u ||
        object_like != 9 || logic != 2 || s[1] != ' ' || s[2] != ' ' ||
        s[5] != ' ' || s[7] != ' ' || blank != ' ') {
        puts("wrong");
        return 1;
    }
    puts("ok");
    return 0;
}
