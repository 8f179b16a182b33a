/*
 * amalgamate.c - writes the whole program as one C source file.
 *
 * Online judges take a single source file, so the build generates one from
 * the real sources rather than keeping a second copy.  The sources named
 * on the command line are copied in the order given; each project header
 * ("...") is inlined where it is first included and dropped later, each
 * system header (<...>) is included once, and every file is wrapped in
 * begin and end banners.  On request it also strips comments, decides the
 * #if tests of the macros it is told are defined or not (-D, -U), so code a
 * build leaves out is not in the file at all, indents with tabs (or not
 * at all, for the judge build, which also drops the blanks that do not
 * separate tokens), and writes #line directives so that
 * compiler messages point at the real files.
 *
 * Lines are read as the preprocessor would see them only with -s: without
 * it, a comment line that starts with '#' would be taken for a directive.
 *
 * It fails, and writes nothing, when a listed file or an included project
 * header cannot be read, or when a source it is asked to check (-c) is
 * missing from the list: the single file must never silently lack a module.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 256  /* files, directories, macros: far beyond the need */
#define MAX_DEPTH 64   /* nesting of #if in one file */

static const char usage_text[] =
    "Usage: amalgamate [OPTION]... -o OUTPUT SOURCE...\n"
    "Write SOURCE... as one C file, with every project header inlined.\n"
    "\n"
    "  -o FILE       the file to write\n"
    "  -I DIR        look for project headers in DIR (after the directory\n"
    "                of the including file)\n"
    "  -r DIR        name files relative to DIR in banners\n"
    "  -a NAME       NAME is the linkage macro of the library: define it as\n"
    "                `static` (marked possibly unused, as a program uses\n"
    "                only part of a library)\n"
    "  -D NAME[=V]   define NAME (as V, or 1) at the top and resolve the\n"
    "                #ifdef, #ifndef and #if [!]defined tests of NAME\n"
    "  -U NAME       NAME is undefined: resolve its tests the other way\n"
    "  -c FILE       fail unless FILE is one of the SOURCEs\n"
    "  -s            strip comments\n"
    "  -t            indent with tabs instead of runs of four spaces\n"
    "  -m            write no indentation, no blank lines and no blanks\n"
    "                that tokens do not need outside directives (the judge\n"
    "                build, which must fit the judges' size limit)\n"
    "  -l            write #line directives\n"
    "  -V VERSION    the version named in the header comment\n"
    "  -C COMMIT     the source commit named in the header comment\n";

/* ------------------------------------------------------------------ */
/* Settings and state                                                   */

struct macro {
    const char *name;
    size_t len;
    const char *value; /* NULL: the macro is known to be undefined */
};

static struct {
    const char *output;
    const char *root;
    const char *version;
    const char *commit;
    const char *api;
    const char *dirs[MAX_ITEMS];
    int ndirs;
    struct macro macros[MAX_ITEMS];
    int nmacros;
    const char *sources[MAX_ITEMS];
    int nsources;
    int strip, tabs, lines, compact;
} opt;

static FILE *out;
static char *seen[MAX_ITEMS];   /* project headers already inlined */
static int nseen;
static char *system_seen[MAX_ITEMS];
static int nsystem_seen;
static int last_blank = 1;      /* the last line written was blank */
static int out_of_step = 1;     /* the next source line needs a #line */

static void fail(const char *format, ...)
{
    va_list ap;

    fprintf(stderr, "amalgamate: ");
    va_start(ap, format);
    vfprintf(stderr, format, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (out != NULL) {
        fclose(out);
        remove(opt.output); /* a partial file must not pass for a build */
    }
    exit(1);
}

static char *copy_string(const char *s, size_t len)
{
    char *p = malloc(len + 1);

    if (p == NULL)
        fail("out of memory");
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

/* The name of a file for people: relative to the root when under it. */
static const char *display_name(const char *path)
{
    size_t n = opt.root ? strlen(opt.root) : 0;

    if (n > 0 && strncmp(path, opt.root, n) == 0 && path[n] == '/')
        return path + n + 1;
    return path;
}

static void put(const char *text, size_t len)
{
    if (fwrite(text, 1, len, out) != len)
        fail("cannot write %s: %s", opt.output, strerror(errno));
}

static void put_string(const char *s)
{
    put(s, strlen(s));
}

/* Writes a line made by the generator (not copied from a source). */
static void put_own_line(const char *s)
{
    put_string(s);
    put_string("\n");
    last_blank = s[0] == '\0';
    out_of_step = 1;
}

static void put_banner(const char *word, const char *path)
{
    char line[512];

    snprintf(line, sizeof line, "/* ====== %s %s ====== */", word,
             display_name(path));
    if (!last_blank && word[0] == 'b')
        put_own_line("");
    put_own_line(line);
}

/* ------------------------------------------------------------------ */
/* Reading and comment stripping                                        */

static char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t n = 0, cap = 0;

    if (f == NULL)
        fail("cannot open %s: %s", path, strerror(errno));
    for (;;) {
        size_t got;

        if (cap - n < 4096) {
            cap = cap * 2 + 65536;
            if ((data = realloc(data, cap)) == NULL)
                fail("out of memory");
        }
        got = fread(data + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f))
        fail("cannot read %s: %s", path, strerror(errno));
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

static int is_ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

/* When line is the directive `#word`, returns what follows the word. */
static const char *directive(const char *line, const char *word)
{
    size_t n = strlen(word);
    const char *s = skip_blanks(line);

    if (*s != '#')
        return NULL;
    s = skip_blanks(s + 1);
    if (strncmp(s, word, n) != 0 || is_ident_char(s[n]))
        return NULL;
    return skip_blanks(s + n);
}

static const struct macro *find_macro(const char *name, size_t len)
{
    int i;

    for (i = 0; i < opt.nmacros; i++)
        if (opt.macros[i].len == len &&
            strncmp(opt.macros[i].name, name, len) == 0)
            return &opt.macros[i];
    return NULL;
}

/* Reads an identifier at *s; returns its length (0 for none). */
static size_t ident(const char *s)
{
    size_t n = 0;

    while (is_ident_char(s[n]))
        n++;
    return n;
}

/* Is the rest of a directive line empty? */
static int at_end(const char *s)
{
    return *skip_blanks(s) == '\0';
}

/*
 * A small #if evaluator over the macros given with -D and -U, in three
 * values: 1 true, 0 false, -1 unknown (the line is then copied and left to
 * the compiler).  It knows defined, !, &&, ||, parentheses, integers and
 * identifiers; any other operator makes the whole line unknown.  The logic
 * is exact, so `UNDEFINED && anything` resolves to false.
 */
static int expr_bad;

static int expr_or(const char **s);

/* The value of a macro used as a number: its definition when that is a
 * plain integer, else unknown. */
static int expr_macro_value(const struct macro *m)
{
    char *end;
    long v;

    if (m == NULL)
        return -1;
    if (m->value == NULL)
        return 0; /* an undefined identifier counts as 0 in #if */
    v = strtol(m->value, &end, 0);
    return end != m->value && *end == '\0' ? v != 0 : -1;
}

static int expr_unary(const char **s)
{
    const struct macro *m;
    size_t n;
    int v, paren;

    *s = skip_blanks(*s);
    if (**s == '!' && (*s)[1] != '=') {
        (*s)++;
        v = expr_unary(s);
        return v < 0 ? v : !v;
    }
    if (**s == '(') {
        (*s)++;
        v = expr_or(s);
        *s = skip_blanks(*s);
        if (**s != ')')
            expr_bad = 1;
        else
            (*s)++;
        return v;
    }
    if (**s >= '0' && **s <= '9') {
        char *end;
        long value = strtol(*s, &end, 0);

        while (is_ident_char(*end)) /* suffixes such as L and u */
            end++;
        *s = end;
        return value != 0;
    }
    n = ident(*s);
    if (n == 0) {
        expr_bad = 1;
        return -1;
    }
    if (n == 7 && strncmp(*s, "defined", 7) == 0) {
        *s = skip_blanks(*s + 7);
        paren = **s == '(';
        if (paren)
            *s = skip_blanks(*s + 1);
        n = ident(*s);
        if (n == 0)
            expr_bad = 1;
        m = find_macro(*s, n);
        *s = skip_blanks(*s + n);
        if (paren && **s != ')')
            expr_bad = 1;
        else if (paren)
            (*s)++;
        return m == NULL ? -1 : m->value != NULL;
    }
    m = find_macro(*s, n);
    *s += n;
    return expr_macro_value(m);
}

static int expr_and(const char **s)
{
    int v = expr_unary(s);

    for (;;) {
        int w;

        *s = skip_blanks(*s);
        if ((*s)[0] != '&' || (*s)[1] != '&')
            return v;
        *s += 2;
        w = expr_unary(s);
        v = v == 0 || w == 0 ? 0 : v == 1 && w == 1 ? 1 : -1;
    }
}

static int expr_or(const char **s)
{
    int v = expr_and(s);

    for (;;) {
        int w;

        *s = skip_blanks(*s);
        if ((*s)[0] != '|' || (*s)[1] != '|')
            return v;
        *s += 2;
        w = expr_and(s);
        v = v == 1 || w == 1 ? 1 : v == 0 && w == 0 ? 0 : -1;
    }
}

/* Decides an #if, #ifdef or #ifndef line: 1 or 0 for the branch taken, or
 * -1 when it depends on something only the compiler knows. */
static int resolve_if(const char *line)
{
    const char *s;
    int v, negate = 0;

    if ((s = directive(line, "ifdef")) == NULL &&
        (s = directive(line, "ifndef")) != NULL)
        negate = 1;
    expr_bad = 0;
    if (s != NULL) {
        size_t n = ident(s);
        const struct macro *m = find_macro(s, n);

        if (n == 0 || !at_end(s + n) || m == NULL)
            return -1;
        return (m->value != NULL) != negate;
    }
    s = directive(line, "if");
    v = expr_or(&s);
    if (expr_bad || !at_end(s))
        return -1;
    return v;
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
static char *find_header(const char *name, size_t len, const char *from,
                         unsigned long line)
{
    char path[4096];
    const char *slash = strrchr(from, '/');
    int i;

    if (slash != NULL) {
        snprintf(path, sizeof path, "%.*s/%.*s", (int)(slash - from), from,
                 (int)len, name);
        if (file_exists(path))
            return copy_string(path, strlen(path));
    }
    for (i = 0; i < opt.ndirs; i++) {
        snprintf(path, sizeof path, "%s/%.*s", opt.dirs[i], (int)len, name);
        if (file_exists(path))
            return copy_string(path, strlen(path));
    }
    fail("%s:%lu: cannot find project header \"%.*s\"", display_name(from),
         line, (int)len, name);
    return NULL;
}

static int remember(char **list, int *count, const char *s)
{
    int i;

    for (i = 0; i < *count; i++)
        if (strcmp(list[i], s) == 0)
            return 0;
    if (*count == MAX_ITEMS)
        fail("too many files");
    list[(*count)++] = copy_string(s, strlen(s));
    return 1;
}

/* Whether c may be part of an identifier or a number. */
static int is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

/*
 * The judge build's spaces: drops a run of blanks outside literals when
 * the tokens on either side stay apart without it, that is when one side
 * is one of ( ) [ ] { } ; , or when one side is a word and the other an
 * operator character.  It keeps the blank between two words, between two
 * operators (a - -b, a / *p), next to a quote (L "x" is not L"x"), and
 * between a word ending in e, E, p or P and + or - (0x1E - 1 is not the
 * number 0x1E-1).  Directives are never squeezed: in `#define F (x)` the
 * blank matters.  Writes to out, which has room for len bytes; returns the
 * new length.
 */
static size_t squeeze_blanks(const char *in, size_t len, char *out)
{
    static const char sep[] = "()[]{};,", ops[] = "=+-*/%<>!&|^~?:.";
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
            char l = o ? out[o - 1] : ' ', r;
            int keep;

            while (j < len && (in[j] == ' ' || in[j] == '\t'))
                j++;
            r = j < len ? in[j] : ' ';
            keep = !(l && strchr(sep, l)) && !(r && strchr(sep, r));
            if (keep && ((is_word_char(l) && strchr(ops, r)) ||
                         (strchr(ops, l) && is_word_char(r))))
                keep = strchr("eEpP", l) && (r == '+' || r == '-');
            if (keep)
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

/* Writes one source line, with a #line first when the output has drifted
 * from the source's numbering. */
static void put_source_line(const char *text, size_t len, const char *path,
                            unsigned long number, unsigned long *last,
                            int continued)
{
    size_t lead = 0, n;
    char *squeezed = NULL;

    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' ||
                       text[len - 1] == '\r'))
        len--;
    if (len == 0 && (last_blank || opt.compact))
        return;
    if (opt.lines && (out_of_step || number != *last + 1)) {
        char buf[4200];

        snprintf(buf, sizeof buf, "#line %lu \"%s\"\n", number, path);
        put_string(buf);
    }
    out_of_step = 0;
    *last = number;
    if (opt.compact) {
        while (lead < len && (text[lead] == ' ' || text[lead] == '\t'))
            lead++;
        if (!continued && text[lead] != '#') {
            squeezed = malloc(len - lead);
            if (squeezed == NULL)
                fail("out of memory");
            len = squeeze_blanks(text + lead, len - lead, squeezed);
            text = squeezed;
            lead = 0;
        }
    } else if (opt.tabs && !continued) {
        while (lead < len && text[lead] == ' ')
            lead++;
        for (n = 0; n < lead / 4; n++)
            put("\t", 1);
        put("    ", lead % 4);
    }
    put(text + lead, len - lead);
    put("\n", 1);
    last_blank = len == 0;
    free(squeezed);
}

static void amalgamate_file(const char *path, int is_header);

/*
 * Handles an #include line: returns 1 when it was dealt with (inlined,
 * emitted once, or dropped), 0 when it is not an include.  `guarded` says
 * whether it sits inside a conditional other than a header guard; such an
 * include is always copied, as whether it counts is the compiler's call.
 */
static int handle_include(const char *line, const char *path,
                          unsigned long number, int guarded)
{
    const char *s = directive(line, "include"), *end;
    char text[512];

    if (s == NULL)
        return 0;
    if (*s == '"') {
        char *header;

        end = strchr(s + 1, '"');
        if (end == NULL)
            fail("%s:%lu: malformed #include", display_name(path), number);
        header = find_header(s + 1, (size_t)(end - s - 1), path, number);
        /* Under a conditional the include may not count, so it is neither
         * remembered nor skipped: the header's own guard keeps a second
         * copy harmless. */
        if (guarded || remember(seen, &nseen, header))
            amalgamate_file(header, 1);
        free(header);
        return 1;
    }
    if (*s == '<') {
        end = strchr(s + 1, '>');
        if (end == NULL)
            fail("%s:%lu: malformed #include", display_name(path), number);
        snprintf(text, sizeof text, "#include %.*s", (int)(end - s + 1), s);
        if (guarded || remember(system_seen, &nsystem_seen, text)) {
            put_own_line(text);
        }
        return 1;
    }
    fail("%s:%lu: #include of a macro is not supported", display_name(path),
         number);
    return 1;
}

/* One open conditional of the file being copied. */
struct cond {
    int resolved; /* decided here (1) or left to the compiler (0) */
    int taking;   /* resolved: the current branch is kept */
    int guard;    /* the header's include guard */
};

static void amalgamate_file(const char *path, int is_header)
{
    size_t size, pos = 0;
    char *text = read_file(path, &size);
    char *had_comment = calloc(size + 2, 1);
    struct cond stack[MAX_DEPTH];
    int depth = 0, directives = 0, pass_depth = 0;
    unsigned long number = 0, last = 0;
    int continued = 0;

    if (had_comment == NULL)
        fail("out of memory");
    if (opt.strip) {
        strip_comments(text, size, had_comment);
        size = strlen(text);
    }
    put_banner("begin", path);
    while (pos < size) {
        size_t len = 0;
        char *line = text + pos;
        int active = 1, i, r;

        while (pos + len < size && line[len] != '\n')
            len++;
        pos += len + 1;
        line[len] = '\0';
        number++;
        for (i = 0; i < depth; i++)
            if (stack[i].resolved && !stack[i].taking)
                active = 0;
        if (continued) {
            /* The rest of a directive or a macro: copied as it is. */
            continued = len > 0 && line[len - 1] == '\\';
            if (active)
                put_source_line(line, len, path, number, &last, 1);
            continue;
        }
        continued = len > 0 && line[len - 1] == '\\';
        if (*skip_blanks(line) == '#')
            directives++;
        if (directive(line, "if") || directive(line, "ifdef") ||
            directive(line, "ifndef")) {
            if (depth == MAX_DEPTH)
                fail("%s:%lu: #if nested too deep", display_name(path),
                     number);
            r = active ? resolve_if(line) : -1;
            stack[depth].resolved = r >= 0;
            stack[depth].taking = r == 1;
            stack[depth].guard = is_header && directives == 1 &&
                                 directive(line, "ifndef") != NULL;
            if (r < 0 && !stack[depth].guard)
                pass_depth++;
            depth++;
            if (r >= 0)
                continue;
        } else if (directive(line, "elif") != NULL) {
            if (depth == 0)
                fail("%s:%lu: #elif without #if", display_name(path), number);
            if (stack[depth - 1].resolved)
                fail("%s:%lu: cannot resolve #elif after a test of a "
                     "defined macro; use #else",
                     display_name(path), number);
        } else if (directive(line, "else")) {
            if (depth == 0)
                fail("%s:%lu: #else without #if", display_name(path), number);
            if (stack[depth - 1].resolved) {
                stack[depth - 1].taking = !stack[depth - 1].taking;
                continue;
            }
        } else if (directive(line, "endif")) {
            if (depth == 0)
                fail("%s:%lu: #endif without #if", display_name(path),
                     number);
            depth--;
            if (stack[depth].resolved)
                continue;
            if (!stack[depth].guard)
                pass_depth--;
        } else if (active && handle_include(line, path, number,
                                            pass_depth > 0)) {
            continue;
        } else if (opt.strip && had_comment[number - 1] &&
                   *skip_blanks(line) == '\0') {
            continue; /* the line was only a comment */
        }
        if (active)
            put_source_line(line, len, path, number, &last, 0);
    }
    if (depth != 0)
        fail("%s: unterminated #if", display_name(path));
    put_banner("end", path);
    free(had_comment);
    free(text);
}

/* ------------------------------------------------------------------ */
/* The file                                                             */

static void put_header(void)
{
    const char *base;
    char buf[1024];
    int i;

    put_own_line("/*");
    base = strrchr(opt.output, '/');
    snprintf(buf, sizeof buf, " * %s - the sudoku solver in one file.",
             base ? base + 1 : opt.output);
    put_own_line(buf);
    put_own_line(" *");
    snprintf(buf, sizeof buf, " * Version %s, source commit %s.",
             opt.version ? opt.version : "unknown",
             opt.commit && opt.commit[0] ? opt.commit : "unknown");
    put_own_line(buf);
    put_own_line(" * This file is generated -- do not edit.  It is made by");
    put_own_line(" * src/tools/amalgamate.c from these sources, in order:");
    for (i = 0; i < opt.nsources; i++) {
        snprintf(buf, sizeof buf, " *   %s", display_name(opt.sources[i]));
        put_own_line(buf);
    }
    put_own_line(" * Change them instead and rebuild the target `amalgamation`.");
    put_own_line(" *");
    put_own_line(" * Standard C only.  Reads the puzzles on standard input and");
    put_own_line(" * writes the answers to standard output.");
    if (opt.compact)
        put_own_line(" * Not indented and without needless blanks, to fit the"
                     " judges'\n * source size limit.");
    else if (opt.tabs)
        put_own_line(" * Indented with tabs of four columns.");
    put_own_line(" */");
    for (i = 0; i < opt.nmacros; i++) {
        const struct macro *m = &opt.macros[i];

        if (m->value == NULL ||
            (opt.api != NULL && strcmp(m->name, opt.api) == 0))
            continue;
        snprintf(buf, sizeof buf, "#define %.*s %s", (int)m->len, m->name,
                 m->value);
        put_own_line(buf);
    }
    if (opt.api != NULL) {
        /* The program calls only part of the library: the rest must not
         * draw "defined but not used" warnings. */
        put_own_line("#if defined(__GNUC__)");
        snprintf(buf, sizeof buf, "#define %s static __attribute__((unused))",
                 opt.api);
        put_own_line(buf);
        put_own_line("#else");
        snprintf(buf, sizeof buf, "#define %s static", opt.api);
        put_own_line(buf);
        put_own_line("#endif");
    }
}

static void add_macro(const char *arg)
{
    const char *eq = strchr(arg, '=');
    struct macro *m;

    if (opt.nmacros == MAX_ITEMS)
        fail("too many macros");
    m = &opt.macros[opt.nmacros++];
    m->name = arg;
    m->len = eq ? (size_t)(eq - arg) : strlen(arg);
    m->value = eq ? eq + 1 : "1";
    if (m->len == 0 || ident(arg) != m->len)
        fail("bad macro name in '%s'", arg);
}

int main(int argc, char **argv)
{
    const char *checks[MAX_ITEMS];
    int nchecks = 0, i, j;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (a[0] != '-' || a[1] == '\0') {
            if (opt.nsources == MAX_ITEMS)
                fail("too many sources");
            opt.sources[opt.nsources++] = a;
            continue;
        }
        if (strchr("sltm", a[1]) != NULL && a[2] == '\0') {
            if (a[1] == 's')
                opt.strip = 1;
            else if (a[1] == 'l')
                opt.lines = 1;
            else if (a[1] == 'm')
                opt.compact = 1;
            else
                opt.tabs = 1;
            continue;
        }
        if (a[2] != '\0' || strchr("oIraDUcVC", a[1]) == NULL) {
            fprintf(stderr, "%s", usage_text);
            return 2;
        }
        if (i + 1 == argc)
            fail("option %s needs a value", a);
        switch (a[1]) {
        case 'o': opt.output = argv[++i]; break;
        case 'I':
            if (opt.ndirs == MAX_ITEMS)
                fail("too many directories");
            opt.dirs[opt.ndirs++] = argv[++i];
            break;
        case 'r': opt.root = argv[++i]; break;
        case 'a':
            opt.api = argv[++i];
            add_macro(opt.api);
            break;
        case 'D': add_macro(argv[++i]); break;
        case 'U':
            add_macro(argv[++i]);
            opt.macros[opt.nmacros - 1].value = NULL;
            break;
        case 'c':
            if (nchecks == MAX_ITEMS)
                fail("too many files to check");
            checks[nchecks++] = argv[++i];
            break;
        case 'V': opt.version = argv[++i]; break;
        default: opt.commit = argv[++i]; break;
        }
    }
    if (opt.output == NULL || opt.nsources == 0) {
        fprintf(stderr, "%s", usage_text);
        return 2;
    }
    for (i = 0; i < nchecks; i++) {
        for (j = 0; j < opt.nsources; j++)
            if (strcmp(checks[i], opt.sources[j]) == 0)
                break;
        if (j == opt.nsources)
            fail("%s is not in the list of sources: add it, in order, "
                 "to the list the amalgamation is made from",
                 display_name(checks[i]));
    }
    /* Every source must be readable before the output is touched. */
    for (i = 0; i < opt.nsources; i++)
        if (!file_exists(opt.sources[i]))
            fail("cannot open %s: %s", display_name(opt.sources[i]),
                 strerror(errno));
    out = fopen(opt.output, "wb");
    if (out == NULL)
        fail("cannot create %s: %s", opt.output, strerror(errno));
    put_header();
    for (i = 0; i < opt.nsources; i++) {
        remember(seen, &nseen, opt.sources[i]);
        amalgamate_file(opt.sources[i], 0);
    }
    if (fclose(out) != 0) {
        out = NULL;
        remove(opt.output);
        fail("cannot write %s: %s", opt.output, strerror(errno));
    }
    return 0;
}
