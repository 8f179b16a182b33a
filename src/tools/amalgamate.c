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
 * drops the blanks that do not separate tokens), writes the project's
 * names short (the judge build, with -n), and writes #line directives so
 * that compiler messages point at the real files.
 *
 * Lines are read as the preprocessor would see them only with -s: without
 * it, a comment line that starts with '#' would be taken for a directive.
 *
 * It fails, and writes nothing, when a listed file or an included project
 * header cannot be read, or when a project header is included under #if
 * (whether that include counts is the compiler's call, not this tool's).
 *
 * This file holds the command line, the copying of the files with their
 * includes and conditionals, and the last pass that drops unused
 * declarations; amalgamate_lex.c reads the C text (comments, directives,
 * blanks), amalgamate_write.c writes the output's lines, and
 * amalgamate_names.c shortens the names.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/amalgamate.h"

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
    "  -n PREFIX     write each name that begins with PREFIX as a short\n"
    "                name of two or three characters (the judge build)\n"
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

#define MAX_NESTING 64 /* conditionals open at once in a file */

void amalgam_fail(struct amalgam *a, const char *format, ...)
{
    va_list ap;

    fprintf(stderr, "amalgamate: ");
    va_start(ap, format);
    vfprintf(stderr, format, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (a->out != NULL)
        fclose(a->out);
    if (a->created)
        remove(a->output); /* a partial file must not pass for a build */
    exit(1);
}

static char *copy_string(struct amalgam *a, const char *s, size_t len)
{
    char *p = malloc(len + 1);

    if (p == NULL)
        amalgam_fail(a, "out of memory");
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
            amalgam_fail(a, "out of memory");
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
const char *amalgam_display_name(const struct amalgam *a, const char *path)
{
    size_t n = a->root ? strlen(a->root) : 0;

    if (n > 0 && strncmp(path, a->root, n) == 0 && path[n] == '/')
        return path + n + 1;
    return path;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

static char *read_file(struct amalgam *a, const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t n = 0, room = 0;

    if (f == NULL)
        amalgam_fail(a, "cannot open %s: %s", amalgam_display_name(a, path),
                     strerror(errno));
    for (;;) {
        size_t got;

        if (room - n < 4096) {
            char *bigger;

            room = room * 2 + 65536;
            if ((bigger = realloc(data, room)) == NULL)
                amalgam_fail(a, "out of memory");
            data = bigger;
        }
        got = fread(data + n, 1, room - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f))
        amalgam_fail(a, "cannot read %s: %s", amalgam_display_name(a, path),
                     strerror(errno));
    fclose(f);
    data[n] = '\0';
    *size = n;
    return data;
}

char *amalgam_read_output(struct amalgam *a, size_t *size)
{
    return read_file(a, a->output, size);
}

void amalgam_write_output(struct amalgam *a, const char *text, size_t size)
{
    FILE *f = fopen(a->output, "wb");

    if (f != NULL) {
        int written = fwrite(text, 1, size, f) == size;
        if (fclose(f) != 0 || !written)
            f = NULL;
    }
    if (f == NULL)
        amalgam_fail(a, "cannot write %s: %s", a->output, strerror(errno));
}

/* When line is `#ifdef NAME` or `#ifndef NAME` for a NAME given with -U,
 * returns 1 for #ifdef (its first part is left out) and 2 for #ifndef
 * (its first part is kept); else 0. */
static int decided_by_undef(const struct amalgam *a, const char *line)
{
    int i, k;

    for (k = 1; k <= 2; k++)
        for (i = 0; i < a->undefs.count; i++)
            if (lex_directive_names(line, k == 1 ? "ifdef" : "ifndef",
                                    a->undefs.item[i],
                                    strlen(a->undefs.item[i])))
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
    amalgam_fail(a, "%s:%lu: cannot find project header \"%.*s\"",
                 amalgam_display_name(a, from), line, (int)len, name);
    return NULL;
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
    const char *s = lex_directive(line, "include"), *end;
    char text[512];

    if (s == NULL)
        return 0;
    if (*s == '"') {
        char *header;

        end = strchr(s + 1, '"');
        if (end == NULL)
            amalgam_fail(a, "%s:%lu: malformed #include",
                         amalgam_display_name(a, path), number);
        if (conditional)
            amalgam_fail(a, "%s:%lu: a project header is included under #if",
                         amalgam_display_name(a, path), number);
        header = find_header(a, s + 1, (size_t)(end - s - 1), path, number);
        if (list_remember(a, &a->headers, header))
            copy_file(a, header, 1);
        free(header);
        return 1;
    }
    if (*s == '<') {
        end = strchr(s + 1, '>');
        if (end == NULL)
            amalgam_fail(a, "%s:%lu: malformed #include",
                         amalgam_display_name(a, path), number);
        snprintf(text, sizeof text, "#include %.*s", (int)(end - s + 1), s);
        if (conditional || list_remember(a, &a->system, text))
            amalgam_put_own_line(a, text);
        return 1;
    }
    amalgam_fail(a, "%s:%lu: #include of a macro is not supported",
                 amalgam_display_name(a, path), number);
    return 1;
}

/* Where the copy of one file stands. */
struct source_copy {
    const char *path;
    int is_header;
    const char *had_comment; /* [n]: line n + 1 held a comment (with -s) */
    const char *guard;       /* the include guard's macro */
    size_t guard_len;
    int depth, directives, continued, in_directive;
    /* Every open conditional, by nesting level: 1 when a -U name decides
     * it (its #else and #endif are dropped too), else 0; and the level of
     * the one whose part is being left out (0: none). */
    char decided[MAX_NESTING + 1];
    int level, left_out;
    unsigned long number, last;
};

/* The conditionals on a name given with -U: returns 1 when the line is
 * left out, being one of their directives or in the part that a build
 * without the name leaves out. */
static int copy_left_out(struct amalgam *a, struct source_copy *f,
                         const char *line, int opens, int closes)
{
    if (opens) {
        int k = f->left_out ? 0 : decided_by_undef(a, line);

        if (f->level == MAX_NESTING)
            amalgam_fail(a, "%s:%lu: #if nested too deep",
                         amalgam_display_name(a, f->path), f->number);
        f->decided[++f->level] = (char)(k != 0);
        if (k == 1)
            f->left_out = f->level;
        return k != 0 || f->left_out;
    }
    if (lex_directive(line, "elif") && f->decided[f->level] &&
        (!f->left_out || f->left_out == f->level))
        amalgam_fail(a, "%s:%lu: #elif on a name given with -U",
                     amalgam_display_name(a, f->path), f->number);
    if (lex_directive(line, "else") && f->decided[f->level] &&
        (!f->left_out || f->left_out == f->level)) {
        f->left_out = f->left_out ? 0 : f->level;
        return 1;
    }
    if (closes && f->level > 0) {
        int was = f->decided[f->level] || f->left_out == f->level;

        if (f->left_out == f->level)
            f->left_out = 0;
        f->level--;
        return was || f->left_out;
    }
    return f->left_out != 0;
}

/* The include guard, and the depth of the other conditionals: returns 1
 * when the line is one of the guard's, which are dropped. */
static int copy_guard(struct amalgam *a, struct source_copy *f,
                      const char *line, int opens, int closes)
{
    const char *s;

    if (f->in_directive)
        f->directives++;
    if ((s = lex_directive(line, "ifndef")) != NULL && f->is_header &&
        f->directives == 1) {
        f->guard = s;
        f->guard_len = lex_word_length(s);
        f->depth++;
        return 1;
    }
    if (f->guard != NULL && f->directives == 2 &&
        lex_directive_names(line, "define", f->guard, f->guard_len))
        return 1;
    if (opens) {
        f->depth++;
    } else if (closes) {
        if (f->depth == 0)
            amalgam_fail(a, "%s:%lu: #endif without #if",
                         amalgam_display_name(a, f->path), f->number);
        return --f->depth == 0 && f->guard != NULL;
    }
    return 0;
}

/* Copies the file's next line, len bytes at line: the rest of a continued
 * line as it is; else the line unless a step above, an include, or a
 * comment that was all it held takes it. */
static void copy_line(struct amalgam *a, struct source_copy *f, char *line,
                      size_t len)
{
    int opens, closes;

    f->number++;
    if (f->continued) {
        /* The rest of a directive, or of a line of code. */
        f->continued = len > 0 && line[len - 1] == '\\';
        if (!f->left_out)
            amalgam_put_source_line(a, line, len, f->path, f->number, &f->last,
                                    f->in_directive ? 1 : 2);
        return;
    }
    f->continued = len > 0 && line[len - 1] == '\\';
    f->in_directive = *lex_skip_blanks(line) == '#';
    opens = lex_directive(line, "if") || lex_directive(line, "ifdef") ||
            lex_directive(line, "ifndef");
    closes = lex_directive(line, "endif") != NULL;
    if (copy_left_out(a, f, line, opens, closes) ||
        copy_guard(a, f, line, opens, closes))
        return;
    if (!opens && !closes) {
        if (copy_include(a, line, f->path, f->number,
                         f->depth > (f->guard != NULL)))
            return;
        if (a->strip && f->had_comment[f->number - 1] &&
            *lex_skip_blanks(line) == '\0')
            return; /* the line was only a comment */
    }
    amalgam_put_source_line(a, line, len, f->path, f->number, &f->last, 0);
}

/*
 * Copies one file, line by line.  Conditionals are counted, never
 * decided, except those on a name given with -U: the depth tells whether
 * an include sits under #if, and a header's include guard (its first
 * directive `#ifndef NAME`, then `#define NAME`, and the #endif that
 * closes it) is dropped, as the header is copied only once.  A
 * conditional on a -U name loses its directives and the part a build
 * without the name leaves out, with whatever that part holds.
 */
static void copy_file(struct amalgam *a, const char *path, int is_header)
{
    struct source_copy f = {0};
    size_t size, pos = 0;
    char *text = read_file(a, path, &size);
    char *had_comment = calloc(size + 2, 1);

    if (had_comment == NULL)
        amalgam_fail(a, "out of memory");
    if (a->strip) {
        lex_strip_comments(text, size, had_comment);
        size = strlen(text);
    }
    f.path = path;
    f.is_header = is_header;
    f.had_comment = had_comment;
    amalgam_put_banner(a, "begin", path);
    while (pos < size) {
        size_t len = 0;
        char *line = text + pos;

        while (pos + len < size && line[len] != '\n')
            len++;
        pos += len + 1;
        line[len] = '\0';
        copy_line(a, &f, line, len);
    }
    if (f.depth != 0)
        amalgam_fail(a, "%s: unterminated #if", amalgam_display_name(a, path));
    amalgam_put_banner(a, "end", path);
    free(had_comment);
    free(text);
}

/* ------------------------------------------------------------------ */
/* The command line                                                     */

/* A name given to -a or -D must be an identifier. */
static void check_macro(struct amalgam *a, const char *arg)
{
    size_t n = lex_word_length(arg);

    if (n == 0 || (arg[n] != '\0' && arg[n] != '=') ||
        (arg[0] >= '0' && arg[0] <= '9'))
        amalgam_fail(a, "bad macro name in '%s'", arg);
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
        if (arg[2] != '\0' || strchr("oIraDUdnVC", arg[1]) == NULL)
            return 0;
        if (i + 1 == argc)
            amalgam_fail(a, "option %s needs a value", arg);
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
        case 'n':
            check_macro(a, value);
            list_add(a, &a->prefixes, value);
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

/* Drops from the written output each unused declaration headed by one of
 * the -d names, as lex_unused_declaration tells, with the end of its line when
 * the line held nothing else.  Every decision is taken on the whole
 * output as written. */
static void drop_unused_declarations(struct amalgam *a)
{
    size_t size, i, out = 0;
    char *text = amalgam_read_output(a, &size);
    char *drop = calloc(size + 1, 1);

    if (drop == NULL)
        amalgam_fail(a, "out of memory");
    for (i = 0; i < size; i++) {
        int k;

        if (i > 0 && strchr("\n;}", text[i - 1]) == NULL)
            continue; /* not the start of a statement */
        for (k = 0; k < a->drops.count; k++) {
            size_t len = strlen(a->drops.item[k]), end;

            if (i + len >= size ||
                memcmp(text + i, a->drops.item[k], len) != 0 ||
                lex_is_word_char(text[i + len]))
                continue;
            end = lex_unused_declaration(text, size, i);
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
    amalgam_write_output(a, text, out);
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
            amalgam_fail(&a, "cannot open %s: %s",
                         amalgam_display_name(&a, a.sources.item[i]),
                         strerror(errno));
    a.out = fopen(a.output, "wb");
    if (a.out == NULL)
        amalgam_fail(&a, "cannot create %s: %s", a.output, strerror(errno));
    a.created = 1;
    amalgam_put_header(&a);
    for (i = 0; i < a.sources.count; i++)
        if (list_remember(&a, &a.headers, a.sources.item[i]))
            copy_file(&a, a.sources.item[i], 0);
    amalgam_end_joined_line(&a);
    /* Closed either way: a later failure must not close it again. */
    i = fclose(a.out);
    a.out = NULL;
    if (i != 0)
        amalgam_fail(&a, "cannot write %s: %s", a.output, strerror(errno));
    if (a.drops.count > 0)
        drop_unused_declarations(&a);
    if (a.prefixes.count > 0)
        amalgam_shorten_names(&a);
    list_free(&a.dirs);
    list_free(&a.prefixes);
    list_free(&a.drops);
    list_free(&a.undefs);
    list_free(&a.statics);
    list_free(&a.defines);
    list_free(&a.sources);
    list_free(&a.headers);
    list_free(&a.system);
    return 0;
}
