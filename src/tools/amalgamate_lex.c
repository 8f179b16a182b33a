/*
 * amalgamate_lex.c - the C text of amalgamate: comments, directives,
 * blanks and declarations, read from lines of source.
 *
 * Functions of text alone, for amalgamate.c and amalgamate_write.c: they
 * strip comments, recognise directives, squeeze the blanks that tokens do
 * not need (the judge build's compact form) and find the declarations
 * that -d drops.  They hold no state, write nothing and never fail; what
 * to do with the lines is the other files' business.
 */
#include <stdio.h>
#include <string.h>

#include "tools/amalgamate.h"

/* ------------------------------------------------------------------ */
/* Comments                                                             */

/*
 * Removes comments from text in place.  Newlines stay where they were, so
 * line numbers still match the file; a line that held only a comment is
 * flagged in had_comment[] so the caller can drop it instead of leaving a
 * blank line.  String and character literals are copied untouched.
 */
void lex_strip_comments(char *text, size_t size, char *had_comment)
{
    enum { CODE, BLOCK, LINE, STRING, CHAR } state = CODE;
    size_t i, o = 0;
    long line = 0;

    for (i = 0; i < size; i++) {
        char c = text[i], next = i + 1 < size ? text[i + 1] : '\0';

        if (c == '\n') {
            if (state == LINE)
                state = CODE;
            if (state == BLOCK)
                had_comment[line + 1] = 1;
            line++;
            text[o++] = c;
            continue;
        }
        switch (state) {
        case CODE:
            if (c == '/' && next == '*') {
                state = BLOCK;
                had_comment[line] = 1;
                text[o++] = ' '; /* a comment separates tokens */
                i++;
                continue;
            }
            if (c == '/' && next == '/') {
                state = LINE;
                had_comment[line] = 1;
                continue;
            }
            if (c == '"')
                state = STRING;
            else if (c == '\'')
                state = CHAR;
            break;
        case BLOCK:
            if (c == '*' && next == '/') {
                state = CODE;
                i++;
            }
            continue;
        case LINE:
            continue;
        case STRING:
        case CHAR:
            if (c == '\\' && next != '\0' && next != '\n') {
                text[o++] = c;
                text[o++] = next;
                i++;
                continue;
            }
            if ((state == STRING && c == '"') || (state == CHAR && c == '\''))
                state = CODE;
            break;
        }
        text[o++] = c;
    }
    text[o] = '\0';
}

/* ------------------------------------------------------------------ */
/* Directives                                                           */

const char *lex_skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* Whether c may be part of an identifier or a number. */
int lex_is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

/* The length of the identifier at s (0 for none). */
size_t lex_word_length(const char *s)
{
    size_t n = 0;

    while (lex_is_word_char(s[n]))
        n++;
    return n;
}

/* When line is the directive `#word`, returns what follows the word. */
const char *lex_directive(const char *line, const char *word)
{
    size_t n = strlen(word);
    const char *s = lex_skip_blanks(line);

    if (*s != '#')
        return NULL;
    s = lex_skip_blanks(s + 1);
    if (strncmp(s, word, n) != 0 || lex_is_word_char(s[n]))
        return NULL;
    return lex_skip_blanks(s + n);
}

/* Whether line is `#keyword NAME` and nothing else, NAME being the len
 * bytes at name. */
int lex_directive_names(const char *line, const char *keyword, const char *name,
                        size_t len)
{
    const char *s = lex_directive(line, keyword);

    return s != NULL && lex_word_length(s) == len &&
           strncmp(s, name, len) == 0 && *lex_skip_blanks(s + len) == '\0';
}

/* ------------------------------------------------------------------ */
/* Blanks                                                               */

/*
 * The judge build's spaces.  Two tokens, the first ending in l and the
 * next beginning with r, stay apart without a blank when one side is one
 * of ( ) [ ] { } ; , or when one side is a word and the other an operator
 * character or a quote.  A blank stays between two words, between two
 * operator characters that would read as one token (a - -b, a / *p,
 * a & &b), between a word and a quote (L "x" is not L"x"), and between a
 * word ending in e, E, p or P and + or - (0x1E - 1 is not the number
 * 0x1E-1).
 */
int lex_blank_needed(char l, char r)
{
    static const char sep[] = "()[]{};,", ops[] = "=+-*/%<>!&|^~?:.";
    static const char *const pairs[] = {
        "++", "--", "->", "<<", ">>", "<=", ">=", "==", "!=", "&&",
        "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "/*",
        "//", "<:", ":>", "<%", "%>", "%:", "..", "##"};
    int l_op = l && strchr(ops, l), r_op = r && strchr(ops, r);
    int l_quote = l == '"' || l == '\'', r_quote = r == '"' || r == '\'';
    size_t i;

    if ((l && strchr(sep, l)) || (r && strchr(sep, r)))
        return 0;
    if (l_op && r_op) {
        for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
            if (pairs[i][0] == l && pairs[i][1] == r)
                return 1;
        return 0;
    }
    if ((l_op && r_quote) || (l_quote && r_op) || (l_quote && r_quote))
        return 0;
    if ((lex_is_word_char(l) && r_op) || (l_op && lex_is_word_char(r)))
        return strchr("eEpP", l) && (r == '+' || r == '-');
    return 1;
}

/* Drops every run of blanks outside literals that lex_blank_needed does not
 * keep.  Directives are never squeezed: in `#define F (x)` the blank
 * matters.  Writes to out, which has room for len bytes; returns the new
 * length. */
size_t lex_squeeze_blanks(const char *in, size_t len, char *out)
{
    size_t i = 0, o = 0;
    char quote = 0;

    while (i < len) {
        char c = in[i];

        if (quote) {
            out[o++] = c;
            if (c == '\\' && i + 1 < len)
                out[o++] = in[++i];
            else if (c == quote)
                quote = 0;
            i++;
        } else if (c == ' ' || c == '\t') {
            size_t j = i;

            while (j < len && (in[j] == ' ' || in[j] == '\t'))
                j++;
            if (lex_blank_needed(o ? out[o - 1] : ' ', j < len ? in[j] : ' '))
                out[o++] = ' ';
            i = j;
        } else {
            if (c == '"' || c == '\'')
                quote = c;
            out[o++] = c;
            i++;
        }
    }
    return o;
}

/* Squeezes text[0, len) into out (room for len + 2 bytes) and keeps one
 * blank before a final backslash: the next line's first token, joined to
 * this line's last, may need it.  Returns the new length. */
size_t lex_squeeze_continued(const char *text, size_t len, char *out)
{
    int backslash = len > 0 && text[len - 1] == '\\';
    size_t n = lex_squeeze_blanks(text, len - (size_t)backslash, out);

    while (backslash && n > 0 && out[n - 1] == ' ')
        n--;
    if (backslash) {
        if (n > 0)
            out[n++] = ' ';
        out[n++] = '\\';
    }
    return n;
}

/*
 * The judge build's directives, whose blanks are squeezed like code's
 * except one: the blank after a macro's name, or after its parameters,
 * stays (`#define F (x)` is not `#define F(x)`), and so does the blank
 * after the directive's name.  #include and unknown directives are copied
 * as they are.  Writes to out, which has room for len + 2 bytes; returns
 * the new length.
 */
size_t lex_squeeze_directive(const char *text, size_t len, char *out)
{
    static const char *const names[] = {"define", "undef", "if",   "ifdef",
                                        "ifndef", "elif",  "else", "endif"};
    const char *s = lex_skip_blanks(text + 1), *rest;
    size_t i, n, word = lex_word_length(s);

    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == word && strncmp(s, names[i], word) == 0)
            break;
    if (i == sizeof names / sizeof names[0]) {
        memcpy(out, text, len);
        return len;
    }
    n = (size_t)snprintf(out, len + 2, "#%.*s", (int)word, s);
    rest = lex_skip_blanks(s + word);
    if (i == 0) {
        /* The macro's name, and its parameters when a '(' touches it. */
        const char *end = rest + lex_word_length(rest);

        if (*end == '(')
            while (*end != '\0' && *end != ')')
                end++;
        if (*end == ')')
            end++;
        out[n++] = ' ';
        n += lex_squeeze_blanks(rest, (size_t)(end - rest), out + n);
        rest = lex_skip_blanks(end);
    }
    if (rest < text + len) {
        out[n++] = ' ';
        n += lex_squeeze_continued(rest, (size_t)(text + len - rest), out + n);
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Dropping unused declarations                                         */

/* How many times the identifier word[0, len) stands alone in text. */
static size_t count_word(const char *text, size_t size, const char *word,
                         size_t len)
{
    size_t n = 0, i;

    for (i = 0; i + len <= size; i++)
        if (memcmp(text + i, word, len) == 0 &&
            (i == 0 || !lex_is_word_char(text[i - 1])) &&
            (i + len == size || !lex_is_word_char(text[i + len])))
            n++;
    return n;
}

/*
 * Where the declaration that starts at text + i, headed by a -d name,
 * ends (the index of its ';'), when it declares a function that text names
 * nowhere else; 0 otherwise.  Such a declaration reads "NAME ... f(...);":
 * a definition, an initialized name or a pointer to a function is kept.
 */
size_t lex_unused_declaration(const char *text, size_t size, size_t i)
{
    size_t j, open = 0, name;
    int depth = 0;

    for (j = i; j < size; j++) {
        char c = text[j];
        if (c == '(' && depth++ == 0 && open == 0)
            open = j;
        else if (c == ')')
            depth--;
        else if (depth == 0 && (c == '{' || c == '=' || c == '"'))
            return 0;
        else if (depth == 0 && c == ';')
            break;
    }
    if (j == size || open == 0)
        return 0;
    for (name = open; name > i && text[name - 1] == ' '; name--)
        ;
    open = name;
    while (name > i && lex_is_word_char(text[name - 1]))
        name--;
    if (name == open || count_word(text, size, text + name, open - name) != 1)
        return 0;
    return j;
}
