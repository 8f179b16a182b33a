/*
 * amalgamate.h - what the files of amalgamate (src/tools/) share: the
 * settings from the command line, where the writing is, and the
 * functions that cross between the files.
 *
 *   amalgamate.c        the command line, the files with their includes
 *                       and conditionals, the dropping of declarations
 *   amalgamate_lex.c    comments, directives, blanks and declarations in
 *                       C text
 *   amalgamate_write.c  the output's lines
 *   amalgamate_names.c  the judge build's short names
 */
#ifndef SUDOKU_AMALGAMATE_H
#define SUDOKU_AMALGAMATE_H

#include <stddef.h>
#include <stdio.h>

#define MAX_BODIES 64 /* unbraced bodies open at once (see put_joined) */

/* A list of strings that grows as needed. */
struct list {
    char **item;
    int count, room;
};

/* What to write, from the command line, and where the writing is. */
struct amalgam {
    const char *output, *root, *version, *commit;
    struct list dirs, statics, defines, sources, drops, undefs, prefixes;
    int strip, tabs, lines, compact;
    FILE *out;
    int created;            /* the output was created: a failure removes it */
    struct list headers;    /* project files already copied */
    struct list system;     /* system headers already included */
    int last_blank;         /* the last line written was blank */
    size_t column;          /* judge build: the length of the joined line, */
    char last_char;         /* its last character, */
    int parens;             /* parentheses open on the joined lines, */
    int braces;             /* braces, */
    int body_next;          /* whether the last line may head a body, */
    int bodies[MAX_BODIES]; /* the brace depths where bodies began, */
    int nbodies;
    int break_next;  /* and whether one may have ended */
    int out_of_step; /* the next source line needs a #line */
};

/* ------------------------------------------------------------------ */
/* amalgamate.c                                                         */

/* Says what went wrong, removes the partial output and exits with 1. */
void amalgam_fail(struct amalgam *a, const char *format, ...);
/* The name of a file for people: relative to the root when under it. */
const char *amalgam_display_name(const struct amalgam *a, const char *path);
/* The output as written so far, read back whole (the last passes), and
 * the output replaced by size bytes of text. */
char *amalgam_read_output(struct amalgam *a, size_t *size);
void amalgam_write_output(struct amalgam *a, const char *text, size_t size);

/* ------------------------------------------------------------------ */
/* amalgamate_lex.c                                                     */

/* Removes comments from text in place, keeping the newlines; flags in
 * had_comment[] the lines that held one. */
void lex_strip_comments(char *text, size_t size, char *had_comment);
const char *lex_skip_blanks(const char *s);
/* Whether c may be part of an identifier or a number. */
int lex_is_word_char(char c);
/* The length of the identifier at s (0 for none). */
size_t lex_word_length(const char *s);
/* When line is the directive `#word`, returns what follows the word. */
const char *lex_directive(const char *line, const char *word);
/* Whether line is `#keyword NAME` and nothing else, NAME being the len
 * bytes at name. */
int lex_directive_names(const char *line, const char *keyword, const char *name,
                        size_t len);
/* Whether two tokens, the first ending in l and the next beginning with
 * r, need a blank between them (the judge build's spaces). */
int lex_blank_needed(char l, char r);
/* The judge build's blanks: each squeezes a line of code, the rest of a
 * line that a backslash continued, or a directive into out, and returns
 * the new length. */
size_t lex_squeeze_blanks(const char *in, size_t len, char *out);
size_t lex_squeeze_continued(const char *text, size_t len, char *out);
size_t lex_squeeze_directive(const char *text, size_t len, char *out);
/* Where the declaration at text + i, headed by a -d name, ends when it
 * declares a function that text names nowhere else; 0 otherwise. */
size_t lex_unused_declaration(const char *text, size_t size, size_t i);

/* ------------------------------------------------------------------ */
/* amalgamate_write.c                                                   */

/* Ends the line that joined code lines are being written on. */
void amalgam_end_joined_line(struct amalgam *a);
/* Writes a line made by the generator (not copied from a source). */
void amalgam_put_own_line(struct amalgam *a, const char *s);
/* The comment that marks where a file begins or ends (none with -m). */
void amalgam_put_banner(struct amalgam *a, const char *word, const char *path);
/* Writes one source line; continued: 0 for a line of its own, 1 for the
 * rest of a continued directive, 2 for the rest of a line of code. */
void amalgam_put_source_line(struct amalgam *a, const char *text, size_t len,
                             const char *path, unsigned long number,
                             unsigned long *last, int continued);
/* The header comment and the macros given on the command line. */
void amalgam_put_header(struct amalgam *a);

/* ------------------------------------------------------------------ */
/* amalgamate_names.c                                                   */

/* Writes every name that begins with a -n prefix as a short name. */
void amalgam_shorten_names(struct amalgam *a);

#endif /* SUDOKU_AMALGAMATE_H */
