/*
 * text.c - boards to and from the 81-character text of the tests (see
 * text.h).
 */
#include "support/text.h"

void support_board_text(const sudoku_board *b, char out[SUDOKU_CELLS + 1])
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++)
        out[i] = b->cell[i] ? (char)('0' + b->cell[i]) : '.';
    out[SUDOKU_CELLS] = '\0';
}

int support_board_from_text(const char *text, sudoku_board *b)
{
    int i;

    for (i = 0; i < SUDOKU_CELLS; i++) {
        char ch = text[i];

        if (ch == '.' || ch == '0')
            b->cell[i] = 0;
        else if (ch >= '1' && ch <= '9')
            b->cell[i] = (unsigned char)(ch - '0');
        else
            return 0;
    }
    return 1;
}
