/*
 * amalgamate_names.c - the judge build's short names (-n).
 *
 * In one file nothing outside sees the project's names, so they may be
 * as short as a compiler allows: every identifier that begins with a
 * prefix given with -n (the project's own: `sudoku_`, `solve_`, ...) is
 * written as a name of two or three characters, the same one wherever it
 * appears.  The most frequent names get the shortest.  A short name is an
 * upper-case letter and a letter or digit, never one the file already
 * uses, and never one beginning with E (errno's macros); system headers
 * reserve no such names.  Comments, literals and `#include` lines are
 * copied as they are; so is a number's suffix (`0x1Fu`).
 */
#include <stdlib.h>
#include <string.h>

#include "tools/amalgamate.h"

/* One name to shorten: where it first appears, its length, how often. */
struct name {
    size_t at, len;
    unsigned long uses;
    char short_name[4];
};

struct names {
    struct name *item;
    size_t count, room;
};

/* The length of the part of text at i that is copied as it is, not read
 * for names (a comment, a literal, an include line, a number), or 0. */
static size_t opaque_length(const char *text, size_t size, size_t i)
{
    size_t j = i;
    char c = text[i];

    if (c == '/' && i + 1 < size && text[i + 1] == '*') {
        const char *end = strstr(text + i + 2, "*/");
        return end ? (size_t)(end - text) + 2 - i : size - i;
    }
    if (c == '/' && i + 1 < size && text[i + 1] == '/') {
        while (j < size && text[j] != '\n')
            j++;
        return j - i;
    }
    if (c == '"' || c == '\'') {
        for (j = i + 1; j < size && text[j] != c && text[j] != '\n'; j++)
            if (text[j] == '\\')
                j++;
        return j + 1 - i;
    }
    if (c == '#' && (i == 0 || text[i - 1] == '\n') &&
        lex_directive(text + i, "include") != NULL) {
        while (j < size && text[j] != '\n')
            j++;
        return j - i;
    }
    if (c >= '0' && c <= '9' && (i == 0 || !lex_is_word_char(text[i - 1]))) {
        while (j < size && (lex_is_word_char(text[j]) || text[j] == '.'))
            j++;
        return j - i;
    }
    return 0;
}

static int has_prefix(const struct list *prefixes, const char *s, size_t len)
{
    int k;

    for (k = 0; k < prefixes->count; k++) {
        size_t n = strlen(prefixes->item[k]);
        if (n <= len && memcmp(s, prefixes->item[k], n) == 0)
            return 1;
    }
    return 0;
}

static struct name *find_name(const struct names *names, const char *text,
                              const char *s, size_t len)
{
    size_t k;

    for (k = 0; k < names->count; k++)
        if (names->item[k].len == len &&
            memcmp(text + names->item[k].at, s, len) == 0)
            return &names->item[k];
    return NULL;
}

/* Whether the file uses the identifier s anywhere (words only). */
static int word_used(const char *text, size_t size, const char *s)
{
    size_t i, len = strlen(s);

    for (i = 0; i + len <= size; i++)
        if (memcmp(text + i, s, len) == 0 &&
            (i == 0 || !lex_is_word_char(text[i - 1])) &&
            !lex_is_word_char(text[i + len]))
            return 1;
    return 0;
}

static int by_uses(const void *x, const void *y)
{
    const struct name *a = x, *b = y;

    if (a->uses != b->uses)
        return a->uses > b->uses ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at; /* first seen, first named */
}

/* The n-th short name: two characters while they last, then three. */
static void short_name(size_t n, char *out)
{
    static const char first[] = "ABCDFGHIJKLMNOPQRSTUVWXYZ"; /* no E */
    static const char rest[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                               "abcdefghijklmnopqrstuvwxyz";
    const size_t nf = sizeof first - 1, nr = sizeof rest - 1;

    if (n < nf * nr) {
        out[0] = first[n / nr];
        out[1] = rest[n % nr];
        out[2] = '\0';
        return;
    }
    n -= nf * nr;
    out[0] = first[n / (nr * nr) % nf];
    out[1] = rest[n / nr % nr];
    out[2] = rest[n % nr];
    out[3] = '\0';
}

/* Every name with one of the prefixes, with its uses. */
static void collect_names(struct amalgam *a, const char *text, size_t size,
                          struct names *names)
{
    size_t i = 0;

    while (i < size) {
        size_t skip = opaque_length(text, size, i), len;
        struct name *found;

        if (skip > 0) {
            i += skip;
            continue;
        }
        len = lex_word_length(text + i);
        if (len == 0) {
            i++;
            continue;
        }
        if (has_prefix(&a->prefixes, text + i, len)) {
            found = find_name(names, text, text + i, len);
            if (found == NULL) {
                if (names->count == names->room) {
                    size_t room = names->room * 2 + 256;
                    void *bigger = realloc(names->item, room * sizeof *found);
                    if (bigger == NULL)
                        amalgam_fail(a, "out of memory");
                    names->item = bigger;
                    names->room = room;
                }
                found = &names->item[names->count++];
                found->at = i;
                found->len = len;
                found->uses = 0;
            }
            found->uses++;
        }
        i += len;
    }
}

void amalgam_shorten_names(struct amalgam *a)
{
    size_t size, i = 0, k, next = 0, out = 0;
    char *text = amalgam_read_output(a, &size);
    char *result = malloc(size + 1);
    struct names names = {NULL, 0, 0};

    if (result == NULL)
        amalgam_fail(a, "out of memory");
    collect_names(a, text, size, &names);
    qsort(names.item, names.count, sizeof *names.item, by_uses);
    for (k = 0; k < names.count; k++) {
        do
            short_name(next++, names.item[k].short_name);
        while (word_used(text, size, names.item[k].short_name));
    }
    while (i < size) {
        size_t skip = opaque_length(text, size, i), len;
        const struct name *found = NULL;

        len = skip > 0 ? skip : lex_word_length(text + i);
        if (len == 0)
            len = 1;
        else if (skip == 0)
            found = find_name(&names, text, text + i, len);
        if (found != NULL) {
            size_t n = strlen(found->short_name);
            memcpy(result + out, found->short_name, n);
            out += n;
        } else {
            memcpy(result + out, text + i, len);
            out += len;
        }
        i += len;
    }
    amalgam_write_output(a, result, out);
    free(names.item);
    free(result);
    free(text);
}
