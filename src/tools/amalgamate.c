/*
 * amalgamate.c - writes a list of C files as one C source file.
 *
 * Online judges take a single source file, so the build generates one from
 * the real sources rather than keeping a second copy.  Which files make a
 * build is the list on the command line (for the judge build,
 * SUDOKU_JUDGE_SOURCES in CMakeLists.txt): this tool decides nothing about
 * the code and evaluates no #if but one kind, below.  It copies the
 * sources in order, inlines each project header ("...") where it is first
 * included and drops later includes of it (and its include guard, which
 * one copy does not need), includes each system header (<...>) once, and
 * defines at the top the macros it is given, among them the one that
 * makes the library's private names `static` (-a), so that they stay
 * inside the file.  The one conditional it decides is `#ifdef NAME` or
 * `#ifndef NAME` for a NAME given with -U: the file is then for builds
 * without NAME, and the part only those with it compile is left out (the
 * judge build leaves out code for a processor's vector instructions,
 * whose portable form it keeps, to stay small).  On request it strips
 * comments, indents with tabs or not at all (the judge build, which also
 * drops the blanks that do not separate tokens), and writes #line
 * directives so that compiler messages point at the real files.
 *
 * Lines are read as the preprocessor would see them only with -s: without
 * it, a comment line that starts with '#' would be taken for a directive.
 *
 * It fails, and writes nothing, when a listed file or an included project
 * header cannot be read, or when a project header is included under #if
 * (whether that include counts is the compiler's call, not this tool's).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "Usage: amalgamate [OPTION]... -o OUTPUT SOURCE...\n"
    "Write SOURCE... as one C file, with every project header inlined.\n"
    "\n"
    "  -o FILE       the file to write\n"
    "  -I DIR        look for project headers in DIR (after the directory\n"
    "                of the including file)\n"
    "  -r DIR        name files relative to DIR in comments\n"
    "  -a NAME       define NAME as `static` (marked possibly unused, as a\n"
    "                program uses only part of a library): the macro that\n"
    "                declares the library's private names\n"
    "  -D NAME[=V]   define NAME (as V, or 1) at the top\n"
    "  -U NAME       write the file for builds without NAME: leave out what\n"
    "                `#ifdef NAME` guards and the #else of `#ifndef NAME`,\n"
    "                and those directives\n"
    "  -d NAME       drop each declaration headed by NAME of a function that\n"
    "                the output names nowhere else (an interface declares\n"
    "                more than a program built from part of it defines)\n"
    "  -s            strip comments\n"
    "  -t            indent with tabs instead of runs of four spaces\n"
    "  -m            write no indentation, no blank lines, no banners and no\n"
    "                blanks that tokens do not need outside directives (the\n"
    "                judge build, which must fit the judges' size limit)\n"
    "  -l            write #line directives\n"
    "  -V VERSION    the version named in the header comment\n"
    "  -C COMMIT     the source commit named in the header comment\n";

#define MAX_BODIES 64  /* unbraced bodies open at once (see put_joined) */
#define MAX_NESTING 64 /* conditionals open at once in a file */

/* A list of strings that grows as needed. */
struct list {
    char **item;
    int count, room;
};

/* What to write, from the command line, and where the writing is. */
struct amalgam {
    const char *output, *root, *version, *commit;
    struct list dirs, statics, defines, sources, drops, undefs;
    int strip, tabs, lines, compact;
    FILE *out;
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

static void fail(struct amalgam *a, const char *format, ...)
{
    va_list ap;

    fprintf(stderr, "amalgamate: ");
    va_start(ap, format);
    vfprintf(stderr, format, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (a->out != NULL) {
        fclose(a->out);
        remove(a->output); /* a partial file must not pass for a build */
    }
    exit(1);
}

static char *copy_string(struct amalgam *a, const char *s, size_t len)
{
    char *p = malloc(len + 1);

    if (p == NULL)
        fail(a, "out of memory");
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

static void list_add(struct amalgam *a, struct list *l, const char *s)
{
    if (l->count == l->room) {
        int room = l->room * 2 + 16;
        char **item = realloc(l->item, (size_t)room * sizeof *item);

        if (item == NULL)
            fail(a, "out of memory");
        l->item = item;
        l->room = room;
    }
    l->item[l->count++] = copy_string(a, s, strlen(s));
}

/* Adds s to l unless it is there; returns whether it was added. */
static int list_remember(struct amalgam *a, struct list *l, const char *s)
{
    int i;

    for (i = 0; i < l->count; i++)
        if (strcmp(l->item[i], s) == 0)
            return 0;
    list_add(a, l, s);
    return 1;
}

static void list_free(struct list *l)
{
    int i;

    for (i = 0; i < l->count; i++)
        free(l->item[i]);
    free(l->item);
}

/* The name of a file for people: relative to the root when under it. */
static const char *display_name(const struct amalgam *a, const char *path)
{
    size_t n = a->root ? strlen(a->root) : 0;

    if (n > 0 && strncmp(path, a->root, n) == 0 && path[n] == '/')
        return path + n + 1;
    return path;
}

/* ------------------------------------------------------------------ */
/* Writing                                                              */

static void put(struct amalgam *a, const char *text, size_t len)
{
    if (fwrite(text, 1, len, a->out) != len)
        fail(a, "cannot write %s: %s", a->output, strerror(errno));
}

static void put_string(struct amalgam *a, const char *s)
{
    put(a, s, strlen(s));
}

/* Ends the line that joined code lines are being written on. */
static void end_joined_line(struct amalgam *a)
{
    if (a->column > 0)
        put(a, "\n", 1);
    a->column = 0;
}

/* Writes a line made by the generator (not copied from a source). */
static void put_own_line(struct amalgam *a, const char *s)
{
    end_joined_line(a);
    put_string(a, s);
    put_string(a, "\n");
    a->last_blank = s[0] == '\0';
    a->out_of_step = 1;
}

/* The comment that marks where a file begins or ends; the judge build,
 * which counts its bytes, has none. */
static void put_banner(struct amalgam *a, const char *word, const char *path)
{
    char line[512];

    if (a->compact)
        return;
    snprintf(line, sizeof line, "/* ====== %s %s ====== */", word,
             display_name(a, path));
    if (!a->last_blank && word[0] == 'b')
        put_own_line(a, "");
    put_own_line(a, line);
}

/* ------------------------------------------------------------------ */
/* Reading and comment stripping                                        */

static char *read_file(struct amalgam *a, const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t n = 0, room = 0;

    if (f == NULL)
        fail(a, "cannot open %s: %s", display_name(a, path), strerror(errno));
    for (;;) {
        size_t got;

        if (room - n < 4096) {
            char *bigger;

            room = room * 2 + 65536;
            if ((bigger = realloc(data, room)) == NULL)
                fail(a, "out of memory");
            data = bigger;
        }
        got = fread(data + n, 1, room - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f))
        fail(a, "cannot read %s: %s", display_name(a, path), strerror(errno));
    fclose(f);
    data[n] = '\0';
    *size = n;
    return data;
}

/*
 * Removes comments from text in place.  Newlines stay where they were, so
 * line numbers still match the file; a line that held only a comment is
 * flagged in had_comment[] so the caller can drop it instead of leaving a
 * blank line.  String and character literals are copied untouched.
 */
static void strip_comments(char *text, size_t size, char *had_comment)
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

static const char *skip_blanks(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* Whether c may be part of an identifier or a number. */
static int is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

/* The length of the identifier at s (0 for none). */
static size_t word_length(const char *s)
{
    size_t n = 0;

    while (is_word_char(s[n]))
        n++;
    return n;
}

/* When line is the directive `#word`, returns what follows the word. */
static const char *directive(const char *line, const char *word)
{
    size_t n = strlen(word);
    const char *s = skip_blanks(line);

    if (*s != '#')
        return NULL;
    s = skip_blanks(s + 1);
    if (strncmp(s, word, n) != 0 || is_word_char(s[n]))
        return NULL;
    return skip_blanks(s + n);
}

/* Whether line is `#keyword NAME` and nothing else, NAME being the len
 * bytes at name. */
static int directive_names(const char *line, const char *keyword,
                           const char *name, size_t len)
{
    const char *s = directive(line, keyword);

    return s != NULL && word_length(s) == len && strncmp(s, name, len) == 0 &&
           *skip_blanks(s + len) == '\0';
}

/* When line is `#ifdef NAME` or `#ifndef NAME` for a NAME given with -U,
 * returns 1 for #ifdef (its first part is left out) and 2 for #ifndef
 * (its first part is kept); else 0. */
static int decided_by_undef(const struct amalgam *a, const char *line)
{
    int i, k;

    for (k = 1; k <= 2; k++)
        for (i = 0; i < a->undefs.count; i++)
            if (directive_names(line, k == 1 ? "ifdef" : "ifndef",
                                a->undefs.item[i], strlen(a->undefs.item[i])))
                return k;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

static int file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");

    if (f == NULL)
        return 0;
    fclose(f);
    return 1;
}

/* Finds the project header `name` included from `from`, or fails. */
static char *find_header(struct amalgam *a, const char *name, size_t len,
                         const char *from, unsigned long line)
{
    char path[4096];
    const char *slash = strrchr(from, '/');
    int i;

    if (slash != NULL) {
        snprintf(path, sizeof path, "%.*s/%.*s", (int)(slash - from), from,
                 (int)len, name);
        if (file_exists(path))
            return copy_string(a, path, strlen(path));
    }
    for (i = 0; i < a->dirs.count; i++) {
        snprintf(path, sizeof path, "%s/%.*s", a->dirs.item[i], (int)len, name);
        if (file_exists(path))
            return copy_string(a, path, strlen(path));
    }
    fail(a, "%s:%lu: cannot find project header \"%.*s\"",
         display_name(a, from), line, (int)len, name);
    return NULL;
}

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
static int blank_needed(char l, char r)
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
    if ((is_word_char(l) && r_op) || (l_op && is_word_char(r)))
        return strchr("eEpP", l) && (r == '+' || r == '-');
    return 1;
}

/* Drops every run of blanks outside literals that blank_needed does not
 * keep.  Directives are never squeezed: in `#define F (x)` the blank
 * matters.  Writes to out, which has room for len bytes; returns the new
 * length. */
static size_t squeeze_blanks(const char *in, size_t len, char *out)
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
            if (blank_needed(o ? out[o - 1] : ' ', j < len ? in[j] : ' '))
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
static size_t squeeze_continued(const char *text, size_t len, char *out)
{
    int backslash = len > 0 && text[len - 1] == '\\';
    size_t n = squeeze_blanks(text, len - (size_t)backslash, out);

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
static size_t squeeze_directive(const char *text, size_t len, char *out)
{
    static const char *const names[] = {"define", "undef", "if",   "ifdef",
                                        "ifndef", "elif",  "else", "endif"};
    const char *s = skip_blanks(text + 1), *rest;
    size_t i, n, word = word_length(s);

    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == word && strncmp(s, names[i], word) == 0)
            break;
    if (i == sizeof names / sizeof names[0]) {
        memcpy(out, text, len);
        return len;
    }
    n = (size_t)snprintf(out, len + 2, "#%.*s", (int)word, s);
    rest = skip_blanks(s + word);
    if (i == 0) {
        /* The macro's name, and its parameters when a '(' touches it. */
        const char *end = rest + word_length(rest);

        if (*end == '(')
            while (*end != '\0' && *end != ')')
                end++;
        if (*end == ')')
            end++;
        out[n++] = ' ';
        n += squeeze_blanks(rest, (size_t)(end - rest), out + n);
        rest = skip_blanks(end);
    }
    if (rest < text + len) {
        out[n++] = ' ';
        n += squeeze_continued(rest, (size_t)(text + len - rest), out + n);
    }
    return n;
}

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
            (len == 4 || !is_word_char(text[len - 5])));
}

static void put_joined(struct amalgam *a, const char *text, size_t len)
{
    char last = text[len - 1];

    if (a->break_next) {
        end_joined_line(a);
        a->break_next = 0;
    }
    if (a->column > 0) {
        if (a->column + len > JOINED_WIDTH)
            end_joined_line(a);
        else if (blank_needed(a->last_char, text[0])) {
            put(a, " ", 1);
            a->column++;
        }
    }
    put(a, text, len);
    a->column += len;
    a->last_char = last;
    if (a->body_next && text[0] != '{') {
        if (a->nbodies == MAX_BODIES)
            fail(a, "unbraced bodies nested too deep");
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
static void put_source_line(struct amalgam *a, const char *text, size_t len,
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
                fail(a, "out of memory");
        }
        if (continued == 1) {
            len = squeeze_continued(text + lead, len - lead, squeezed);
            text = squeezed;
            lead = 0;
        } else if (!continued && text[lead] == '#') {
            len = squeeze_directive(text + lead, len - lead, squeezed);
            text = squeezed;
            lead = 0;
        } else if (!continued) {
            len = squeeze_blanks(text + lead, len - lead, squeezed);
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
    end_joined_line(a);
    put(a, text + lead, len - lead);
    put(a, "\n", 1);
    a->last_blank = len == 0;
    free(squeezed);
}

static void copy_file(struct amalgam *a, const char *path, int is_header);

/*
 * Handles an #include line: returns 1 when it was dealt with (inlined,
 * written once, or dropped), 0 when it is not an include.  `conditional`
 * says whether it sits inside an #if other than the include guard: a
 * system header is then written as it is, every time, and a project
 * header is refused.
 */
static int copy_include(struct amalgam *a, const char *line, const char *path,
                        unsigned long number, int conditional)
{
    const char *s = directive(line, "include"), *end;
    char text[512];

    if (s == NULL)
        return 0;
    if (*s == '"') {
        char *header;

        end = strchr(s + 1, '"');
        if (end == NULL)
            fail(a, "%s:%lu: malformed #include", display_name(a, path),
                 number);
        if (conditional)
            fail(a, "%s:%lu: a project header is included under #if",
                 display_name(a, path), number);
        header = find_header(a, s + 1, (size_t)(end - s - 1), path, number);
        if (list_remember(a, &a->headers, header))
            copy_file(a, header, 1);
        free(header);
        return 1;
    }
    if (*s == '<') {
        end = strchr(s + 1, '>');
        if (end == NULL)
            fail(a, "%s:%lu: malformed #include", display_name(a, path),
                 number);
        snprintf(text, sizeof text, "#include %.*s", (int)(end - s + 1), s);
        if (conditional || list_remember(a, &a->system, text))
            put_own_line(a, text);
        return 1;
    }
    fail(a, "%s:%lu: #include of a macro is not supported",
         display_name(a, path), number);
    return 1;
}

/*
 * Copies one file.  Conditionals are counted, never decided, except
 * those on a name given with -U: the depth tells whether an include sits
 * under #if, and a header's include guard (its first directive `#ifndef
 * NAME`, then `#define NAME`, and the #endif that closes it) is dropped, as
 * the header is copied only once.  A conditional on a -U name loses its
 * directives and the part a build without the name leaves out, with
 * whatever that part holds.
 */
static void copy_file(struct amalgam *a, const char *path, int is_header)
{
    size_t size, pos = 0;
    char *text = read_file(a, path, &size);
    char *had_comment = calloc(size + 2, 1);
    const char *guard = NULL; /* the include guard's macro */
    size_t guard_len = 0;
    int depth = 0, directives = 0, continued = 0, in_directive = 0;
    /* Every open conditional, by nesting level: 1 when a -U name decides
     * it (its #else and #endif are dropped too), else 0; and the level of
     * the one whose part is being left out (0: none). */
    char decided[MAX_NESTING + 1] = {0};
    int level = 0, left_out = 0;
    unsigned long number = 0, last = 0;

    if (had_comment == NULL)
        fail(a, "out of memory");
    if (a->strip) {
        strip_comments(text, size, had_comment);
        size = strlen(text);
    }
    put_banner(a, "begin", path);
    while (pos < size) {
        size_t len = 0;
        char *line = text + pos;
        const char *s;
        int opens, closes;

        while (pos + len < size && line[len] != '\n')
            len++;
        pos += len + 1;
        line[len] = '\0';
        number++;
        if (continued) {
            /* The rest of a directive, or of a line of code. */
            continued = len > 0 && line[len - 1] == '\\';
            if (!left_out)
                put_source_line(a, line, len, path, number, &last,
                                in_directive ? 1 : 2);
            continue;
        }
        continued = len > 0 && line[len - 1] == '\\';
        in_directive = *skip_blanks(line) == '#';
        opens = directive(line, "if") || directive(line, "ifdef") ||
                directive(line, "ifndef");
        closes = directive(line, "endif") != NULL;
        if (opens) {
            int k = left_out ? 0 : decided_by_undef(a, line);

            if (level == MAX_NESTING)
                fail(a, "%s:%lu: #if nested too deep", display_name(a, path),
                     number);
            decided[++level] = (char)(k != 0);
            if (k == 1)
                left_out = level;
            if (k != 0 || left_out)
                continue;
        } else if (directive(line, "elif") && decided[level] &&
                   (!left_out || left_out == level)) {
            fail(a, "%s:%lu: #elif on a name given with -U",
                 display_name(a, path), number);
        } else if (directive(line, "else") && decided[level] &&
                   (!left_out || left_out == level)) {
            left_out = left_out ? 0 : level;
            continue;
        } else if (closes && level > 0) {
            int was = decided[level] || left_out == level;

            if (left_out == level)
                left_out = 0;
            level--;
            if (was || left_out)
                continue;
        } else if (left_out) {
            continue;
        }
        if (in_directive)
            directives++;
        if ((s = directive(line, "ifndef")) != NULL && is_header &&
            directives == 1) {
            guard = s;
            guard_len = word_length(s);
            depth++;
            continue;
        }
        if (guard != NULL && directives == 2 &&
            directive_names(line, "define", guard, guard_len))
            continue;
        if (opens) {
            depth++;
        } else if (closes) {
            if (depth == 0)
                fail(a, "%s:%lu: #endif without #if", display_name(a, path),
                     number);
            if (--depth == 0 && guard != NULL)
                continue;
        } else if (copy_include(a, line, path, number,
                                depth > (guard != NULL))) {
            continue;
        } else if (a->strip && had_comment[number - 1] &&
                   *skip_blanks(line) == '\0') {
            continue; /* the line was only a comment */
        }
        put_source_line(a, line, len, path, number, &last, 0);
    }
    if (depth != 0)
        fail(a, "%s: unterminated #if", display_name(a, path));
    put_banner(a, "end", path);
    free(had_comment);
    free(text);
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
        put_own_line(a, line);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

static void put_header(struct amalgam *a)
{
    const char *base = strrchr(a->output, '/');
    char *text, buf[1024];
    size_t room = 1024, n;
    int i;

    for (i = 0; i < a->sources.count; i++)
        room += strlen(a->sources.item[i]) + 2;
    if ((text = malloc(room)) == NULL)
        fail(a, "out of memory");
    n = (size_t)snprintf(text, room,
                         "%s - sudoku %s (commit %s) in one file, made by "
                         "src/tools/amalgamate.c from ",
                         base ? base + 1 : a->output,
                         a->version ? a->version : "unknown",
                         a->commit && a->commit[0] ? a->commit : "unknown");
    for (i = 0; i < a->sources.count; i++)
        n += (size_t)snprintf(text + n, room - n, "%s%s",
                              display_name(a, a->sources.item[i]),
                              i + 1 < a->sources.count ? ", " : "");
    snprintf(text + n, room - n,
             ": do not edit.  Standard C; reads standard input, writes "
             "standard output.%s",
             a->tabs && !a->compact ? "  Indented with tabs of four columns."
                                    : "");
    put_own_line(a, "/*");
    put_paragraph(a, text);
    put_own_line(a, " */");
    free(text);
    for (i = 0; i < a->defines.count; i++) {
        const char *d = a->defines.item[i], *eq = strchr(d, '=');

        snprintf(buf, sizeof buf, "#define %.*s %s",
                 (int)(eq ? (size_t)(eq - d) : strlen(d)), d,
                 eq ? eq + 1 : "1");
        put_own_line(a, buf);
    }
    if (a->statics.count == 0)
        return;
    /* The program calls only part of the library: the rest must not draw
     * "defined but not used" warnings. */
    put_own_line(a, "#if defined(__GNUC__)");
    for (i = 0; i < a->statics.count; i++) {
        snprintf(buf, sizeof buf, "#define %s static __attribute__((unused))",
                 a->statics.item[i]);
        put_own_line(a, buf);
    }
    put_own_line(a, "#else");
    for (i = 0; i < a->statics.count; i++) {
        snprintf(buf, sizeof buf, "#define %s static", a->statics.item[i]);
        put_own_line(a, buf);
    }
    put_own_line(a, "#endif");
}

/* A name given to -a or -D must be an identifier. */
static void check_macro(struct amalgam *a, const char *arg)
{
    size_t n = word_length(arg);

    if (n == 0 || (arg[n] != '\0' && arg[n] != '=') ||
        (arg[0] >= '0' && arg[0] <= '9'))
        fail(a, "bad macro name in '%s'", arg);
}

/* Reads the command line into *a; returns 0 when it is not usable. */
static int parse_arguments(struct amalgam *a, int argc, char **argv)
{
    int i;

    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *value;

        if (arg[0] != '-' || arg[1] == '\0') {
            list_add(a, &a->sources, arg);
            continue;
        }
        if (strchr("sltm", arg[1]) != NULL && arg[2] == '\0') {
            a->strip |= arg[1] == 's';
            a->lines |= arg[1] == 'l';
            a->compact |= arg[1] == 'm';
            a->strip |= arg[1] == 'm'; /* comments could hide code */
            a->tabs |= arg[1] == 't';
            continue;
        }
        if (arg[2] != '\0' || strchr("oIraDUdVC", arg[1]) == NULL)
            return 0;
        if (i + 1 == argc)
            fail(a, "option %s needs a value", arg);
        value = argv[++i];
        switch (arg[1]) {
        case 'o':
            a->output = value;
            break;
        case 'I':
            list_add(a, &a->dirs, value);
            break;
        case 'r':
            a->root = value;
            break;
        case 'a':
            check_macro(a, value);
            list_add(a, &a->statics, value);
            break;
        case 'D':
            check_macro(a, value);
            list_add(a, &a->defines, value);
            break;
        case 'd':
            check_macro(a, value);
            list_add(a, &a->drops, value);
            break;
        case 'U':
            check_macro(a, value);
            list_add(a, &a->undefs, value);
            break;
        case 'V':
            a->version = value;
            break;
        default:
            a->commit = value;
            break;
        }
    }
    return a->output != NULL && a->sources.count > 0;
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
            (i == 0 || !is_word_char(text[i - 1])) &&
            (i + len == size || !is_word_char(text[i + len])))
            n++;
    return n;
}

/*
 * Where the declaration that starts at text + i, headed by a -d name,
 * ends (the index of its ';'), when it declares a function that text names
 * nowhere else; 0 otherwise.  Such a declaration reads "NAME ... f(...);":
 * a definition, an initialized name or a pointer to a function is kept.
 */
static size_t unused_declaration(const char *text, size_t size, size_t i)
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
    while (name > i && is_word_char(text[name - 1]))
        name--;
    if (name == open || count_word(text, size, text + name, open - name) != 1)
        return 0;
    return j;
}

/* Drops from the written output each unused declaration headed by one of
 * the -d names, as unused_declaration tells, with the end of its line when
 * the line held nothing else.  Every decision is taken on the whole
 * output as written. */
static void drop_unused_declarations(struct amalgam *a)
{
    size_t size, i, out = 0;
    char *text = read_file(a, a->output, &size);
    char *drop = calloc(size + 1, 1);
    FILE *f;

    if (drop == NULL)
        fail(a, "out of memory");
    for (i = 0; i < size; i++) {
        int k;

        if (i > 0 && strchr("\n;}", text[i - 1]) == NULL)
            continue; /* not the start of a statement */
        for (k = 0; k < a->drops.count; k++) {
            size_t len = strlen(a->drops.item[k]), end;

            if (i + len >= size ||
                memcmp(text + i, a->drops.item[k], len) != 0 ||
                is_word_char(text[i + len]))
                continue;
            end = unused_declaration(text, size, i);
            if (end == 0)
                continue;
            memset(drop + i, 1, end + 1 - i);
            if ((i == 0 || text[i - 1] == '\n') && text[end + 1] == '\n')
                drop[end + 1] = 1;
            break;
        }
    }
    for (i = 0; i < size; i++)
        if (!drop[i])
            text[out++] = text[i];
    free(drop);
    f = fopen(a->output, "wb");
    if (f != NULL) {
        int written = fwrite(text, 1, out, f) == out;
        if (fclose(f) != 0 || !written)
            f = NULL;
    }
    if (f == NULL) {
        remove(a->output);
        fail(a, "cannot write %s: %s", a->output, strerror(errno));
    }
    free(text);
}

int main(int argc, char **argv)
{
    struct amalgam a;
    int i;

    memset(&a, 0, sizeof a);
    a.last_blank = 1;
    a.out_of_step = 1;
    if (!parse_arguments(&a, argc, argv)) {
        fprintf(stderr, "%s", usage_text);
        return 2;
    }
    /* Every source must be readable before the output is touched. */
    for (i = 0; i < a.sources.count; i++)
        if (!file_exists(a.sources.item[i]))
            fail(&a, "cannot open %s: %s", display_name(&a, a.sources.item[i]),
                 strerror(errno));
    a.out = fopen(a.output, "wb");
    if (a.out == NULL)
        fail(&a, "cannot create %s: %s", a.output, strerror(errno));
    put_header(&a);
    for (i = 0; i < a.sources.count; i++)
        if (list_remember(&a, &a.headers, a.sources.item[i]))
            copy_file(&a, a.sources.item[i], 0);
    end_joined_line(&a);
    if (fclose(a.out) != 0) {
        a.out = NULL;
        remove(a.output);
        fail(&a, "cannot write %s: %s", a.output, strerror(errno));
    }
    if (a.drops.count > 0)
        drop_unused_declarations(&a);
    list_free(&a.dirs);
    list_free(&a.drops);
    list_free(&a.undefs);
    list_free(&a.statics);
    list_free(&a.defines);
    list_free(&a.sources);
    list_free(&a.headers);
    list_free(&a.system);
    return 0;
}
