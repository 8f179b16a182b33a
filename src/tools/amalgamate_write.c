/*
 * amalgamate_write.c - the output of amalgamate: its own lines, the
 * copied lines of source, the judge build's joined lines, the header.
 *
 * Everything amalgamate writes goes through here: lines it makes itself
 * (banners, system includes, the header comment and the macros), and the
 * lines of source that amalgamate.c hands over, as they are, indented with
 * tabs, or squeezed and joined onto long lines (-m), with #line
 * directives on request (-l).  Which lines to copy, and in what order, is
 * amalgamate.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/amalgamate.h"

/* ------------------------------------------------------------------ */
/* Writing                                                              */

static void put(struct amalgam *a, const char *text, size_t len)
{
    if (fwrite(text, 1, len, a->out) != len)
        amalgam_fail(a, "cannot write %s: %s", a->output, strerror(errno));
}

static void put_string(struct amalgam *a, const char *s)
{
    put(a, s, strlen(s));
}

/* Ends the line that joined code lines are being written on. */
void amalgam_end_joined_line(struct amalgam *a)
{
    if (a->column > 0)
        put(a, "\n", 1);
    a->column = 0;
}

/* Writes a line made by the generator (not copied from a source). */
void amalgam_put_own_line(struct amalgam *a, const char *s)
{
    amalgam_end_joined_line(a);
    put_string(a, s);
    put_string(a, "\n");
    a->last_blank = s[0] == '\0';
    a->out_of_step = 1;
}

/* The comment that marks where a file begins or ends; the judge build,
 * which counts its bytes, has none. */
void amalgam_put_banner(struct amalgam *a, const char *word, const char *path)
{
    char line[512];

    if (a->compact)
        return;
    snprintf(line, sizeof line, "/* ====== %s %s ====== */", word,
             amalgam_display_name(a, path));
    if (!a->last_blank && word[0] == 'b')
        amalgam_put_own_line(a, "");
    amalgam_put_own_line(a, line);
}

/* ------------------------------------------------------------------ */
/* Lines of source                                                      */

/*
 * The judge build writes lines of code one after the other on one line,
 * up to JOINED_WIDTH columns, with a blank between two only where the
 * tokens need one: a newline is a byte like any other.  A directive, or a
 * line that a backslash continues, stands on a line of its own.  So does
 * what follows the body of an `if`, `for`, `while` or `else` written
 * without braces: `if(x)a=1;b=2;` on one line reads as if b=2 were guarded
 * too, and compilers warn about it.  Such a body is a line that follows
 * one ending in `)` or `else` (outside parentheses) and does not begin
 * with `{`; it may have ended at any line ending in `;` or `}` that closes
 * the braces opened since, and the next line starts a line of output.
 */
#define JOINED_WIDTH 1000

/* Adds the parentheses and braces that text opens, less those it closes,
 * to *parens and *braces (literals do not count). */
static void count_nesting(const char *text, size_t len, int *parens,
                          int *braces)
{
    size_t i;
    char quote = 0;

    for (i = 0; i < len; i++) {
        char c = text[i];

        if (quote) {
            if (c == '\\')
                i++;
            else if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else {
            *parens += (c == '(') - (c == ')');
            *braces += (c == '{') - (c == '}');
        }
    }
}

/* Whether text (len > 0 bytes, outside any parentheses) may head an
 * unbraced body. */
static int heads_body(const char *text, size_t len)
{
    return text[len - 1] == ')' ||
           (len >= 4 && strncmp(text + len - 4, "else", 4) == 0 &&
            (len == 4 || !lex_is_word_char(text[len - 5])));
}

static void put_joined(struct amalgam *a, const char *text, size_t len)
{
    char last = text[len - 1];

    if (a->break_next) {
        amalgam_end_joined_line(a);
        a->break_next = 0;
    }
    if (a->column > 0) {
        if (a->column + len > JOINED_WIDTH)
            amalgam_end_joined_line(a);
        else if (lex_blank_needed(a->last_char, text[0])) {
            put(a, " ", 1);
            a->column++;
        }
    }
    put(a, text, len);
    a->column += len;
    a->last_char = last;
    if (a->body_next && text[0] != '{') {
        if (a->nbodies == MAX_BODIES)
            amalgam_fail(a, "unbraced bodies nested too deep");
        a->bodies[a->nbodies++] = a->braces;
    }
    a->body_next = 0;
    count_nesting(text, len, &a->parens, &a->braces);
    if (a->parens != 0)
        return; /* inside a condition or a call: nothing has ended */
    if (heads_body(text, len)) {
        a->body_next = 1;
    } else if ((last == ';' || last == '}') && a->nbodies > 0 &&
               a->bodies[a->nbodies - 1] >= a->braces) {
        /* One or more bodies may end here. */
        while (a->nbodies > 0 && a->bodies[a->nbodies - 1] >= a->braces)
            a->nbodies--;
        a->break_next = 1;
    }
}

/* Writes one source line, with a #line first when the output has drifted
 * from the source's numbering.  continued: 0 for a line of its own, 1 for
 * the rest of a directive that a backslash continued, 2 for the rest of a
 * line of code (written as it is: it may be inside a literal). */
void amalgam_put_source_line(struct amalgam *a, const char *text, size_t len,
                             const char *path, unsigned long number,
                             unsigned long *last, int continued)
{
    size_t lead = 0, n;
    char *squeezed = NULL;

    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' ||
                       text[len - 1] == '\r'))
        len--;
    if (len == 0 && (a->last_blank || a->compact))
        return;
    if (a->lines && (a->out_of_step || number != *last + 1)) {
        char buf[4200];

        snprintf(buf, sizeof buf, "#line %lu \"%s\"\n", number, path);
        put_string(a, buf);
    }
    a->out_of_step = 0;
    *last = number;
    if (a->compact) {
        while (lead < len && (text[lead] == ' ' || text[lead] == '\t'))
            lead++;
        if (continued != 2) {
            squeezed = malloc(len - lead + 2);
            if (squeezed == NULL)
                amalgam_fail(a, "out of memory");
        }
        if (continued == 1) {
            len = lex_squeeze_continued(text + lead, len - lead, squeezed);
            text = squeezed;
            lead = 0;
        } else if (!continued && text[lead] == '#') {
            len = lex_squeeze_directive(text + lead, len - lead, squeezed);
            text = squeezed;
            lead = 0;
        } else if (!continued) {
            len = lex_squeeze_blanks(text + lead, len - lead, squeezed);
            if (!a->lines && squeezed[len - 1] != '\\') {
                put_joined(a, squeezed, len);
                free(squeezed);
                return;
            }
            text = squeezed;
            lead = 0;
        }
    } else if (a->tabs && !continued) {
        while (lead < len && text[lead] == ' ')
            lead++;
        for (n = 0; n < lead / 4; n++)
            put(a, "\t", 1);
        put(a, "    ", lead % 4);
    }
    amalgam_end_joined_line(a);
    put(a, text + lead, len - lead);
    put(a, "\n", 1);
    a->last_blank = len == 0;
    free(squeezed);
}

/* ------------------------------------------------------------------ */
/* The file                                                             */

/* Writes text as the lines of a comment, wrapped at 76 columns. */
static void put_paragraph(struct amalgam *a, const char *text)
{
    char line[80];

    while (*text != '\0') {
        size_t n = strlen(text), cut = n;

        if (n > 73)
            for (cut = 73; cut > 0 && text[cut] != ' '; cut--)
                ;
        if (cut == 0) /* one word longer than a line */
            cut = strcspn(text, " ");
        while (cut > 0 && text[cut - 1] == ' ')
            cut--;
        snprintf(line, sizeof line, " * %.*s", (int)cut, text);
        amalgam_put_own_line(a, line);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

void amalgam_put_header(struct amalgam *a)
{
    const char *base = strrchr(a->output, '/');
    char *text, buf[1024];
    size_t room = 1024, n;
    int i;

    for (i = 0; i < a->sources.count; i++)
        room += strlen(a->sources.item[i]) + 2;
    if ((text = malloc(room)) == NULL)
        amalgam_fail(a, "out of memory");
    n = (size_t)snprintf(text, room,
                         "%s - sudoku %s (commit %s) in one file, made by "
                         "src/tools/amalgamate.c from ",
                         base ? base + 1 : a->output,
                         a->version ? a->version : "unknown",
                         a->commit && a->commit[0] ? a->commit : "unknown");
    for (i = 0; i < a->sources.count; i++)
        n += (size_t)snprintf(text + n, room - n, "%s%s",
                              amalgam_display_name(a, a->sources.item[i]),
                              i + 1 < a->sources.count ? ", " : "");
    snprintf(text + n, room - n,
             ": do not edit.  Standard C; reads standard input, writes "
             "standard output.%s",
             a->tabs && !a->compact ? "  Indented with tabs of four columns."
                                    : "");
    amalgam_put_own_line(a, "/*");
    put_paragraph(a, text);
    amalgam_put_own_line(a, " */");
    free(text);
    for (i = 0; i < a->defines.count; i++) {
        const char *d = a->defines.item[i], *eq = strchr(d, '=');

        snprintf(buf, sizeof buf, "#define %.*s %s",
                 (int)(eq ? (size_t)(eq - d) : strlen(d)), d,
                 eq ? eq + 1 : "1");
        amalgam_put_own_line(a, buf);
    }
    if (a->statics.count == 0)
        return;
    /* The program calls only part of the library: the rest must not draw
     * "defined but not used" warnings. */
    amalgam_put_own_line(a, "#if defined(__GNUC__)");
    for (i = 0; i < a->statics.count; i++) {
        snprintf(buf, sizeof buf, "#define %s static __attribute__((unused))",
                 a->statics.item[i]);
        amalgam_put_own_line(a, buf);
    }
    amalgam_put_own_line(a, "#else");
    for (i = 0; i < a->statics.count; i++) {
        snprintf(buf, sizeof buf, "#define %s static", a->statics.item[i]);
        amalgam_put_own_line(a, buf);
    }
    amalgam_put_own_line(a, "#endif");
}
