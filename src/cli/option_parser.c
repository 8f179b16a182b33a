/*
 * option_parser.c - reads the arguments against a table of options, and
 * prints the help from the same table (see options.h).
 *
 * Short options may be bundled (-vs) and take their value in the same
 * argument (-j2) or the next (-j 2); a long option takes it after = or in
 * the next argument, and may be shortened to any prefix that names no
 * other.  An optional value goes only in the same argument.  A value
 * that is one of a row's names (struct cli_choices) is taken in any case
 * and handed on as the name is spelt.  Each option found is handed to
 * its row, which does what it means; this file knows no option by name,
 * and prints only the errors of reading them.
 */
#include "cli/options.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define OPTPARSE_HELP_COLUMN 24 /* where the help text of each option begins */

/* Prints the help of one option: its names, then its text from
 * OPTPARSE_HELP_COLUMN on, each further line indented to that column. */
static void optparse_help_row(const struct cli_option *row)
{
    char names[64];
    const char *text = row->help;
    int n;

    if (row->short_name != '\0')
        n = sprintf(names, "  -%c, --%s", row->short_name, row->long_name);
    else
        n = sprintf(names, "      --%s", row->long_name);
    if (row->value == CLI_VALUE_REQUIRED)
        n += sprintf(names + n, "=%s", row->value_name);
    else if (row->value == CLI_VALUE_OPTIONAL)
        n += sprintf(names + n, "[=%s]", row->value_name);
    printf("%-*s", OPTPARSE_HELP_COLUMN, names);
    if (n >= OPTPARSE_HELP_COLUMN)
        printf("\n%*s", OPTPARSE_HELP_COLUMN, "");
    for (;;) {
        size_t len = strcspn(text, "\n");

        printf("%.*s\n", (int)len, text);
        if (text[len] == '\0')
            break;
        text += len + 1;
        printf("%*s", OPTPARSE_HELP_COLUMN, "");
    }
}

void cli_option_help(const char *head, const struct cli_option *table,
                     size_t n, const char *tail)
{
    size_t i;

    fputs(head, stdout);
    for (i = 0; i < n; i++)
        optparse_help_row(&table[i]);
    fputs(tail, stdout);
}

int cli_usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "sudoku: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'sudoku --help' for more information.\n");
    return CLI_EXIT_TROUBLE;
}

/* Finds the row that `name` (without "--", and without any "=value")
 * names: the one it spells out, or the only one it is a prefix of.
 * Returns NULL after reporting the error when there is none or several. */
static const struct cli_option *optparse_find_long(
    const struct cli_option *table, size_t n, const char *name, size_t len,
    const char *arg)
{
    const struct cli_option *found = NULL;
    size_t i, matches = 0;

    for (i = 0; i < n; i++) {
        const char *long_name = table[i].long_name;

        if (len == 0 || strncmp(long_name, name, len) != 0)
            continue;
        if (long_name[len] == '\0')
            return &table[i];
        found = &table[i];
        matches++;
    }
    if (matches == 1)
        return found;
    fprintf(stderr, "sudoku: ");
    if (matches == 0) {
        fprintf(stderr, "unknown option '%s'", arg);
    } else {
        fprintf(stderr,
                "option '--%.*s' is ambiguous; possibilities:", (int)len, name);
        for (i = 0; i < n; i++)
            if (strncmp(table[i].long_name, name, len) == 0)
                fprintf(stderr, " '--%s'", table[i].long_name);
    }
    fprintf(stderr, "\nTry 'sudoku --help' for more information.\n");
    return NULL;
}

static const struct cli_option *optparse_find_short(
    const struct cli_option *table, size_t n, char name)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (table[i].short_name == name)
            return &table[i];
    return NULL;
}

/* A value is missing: `shown` is the option as the user wrote it. */
static int optparse_missing(const struct cli_option *row, const char *shown)
{
    fprintf(stderr, "sudoku: option '%s' needs %s\n", shown, row->missing);
    fprintf(stderr, "Try 'sudoku --help' for more information.\n");
    return CLI_EXIT_TROUBLE;
}

/* Whether a and b are the same name, whatever the case of each letter. */
static int optparse_same_name(const char *a, const char *b)
{
    for (; *a != '\0' && *b != '\0'; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

/* The name among a row's choices that `value` spells, in any case; NULL
 * after saying that there is none, and which there are. */
static const char *optparse_choice(const struct cli_choices *c,
                                   const char *value)
{
    const char *name;
    int i, n;

    for (n = 0; (name = c->name(n)) != NULL; n++)
        if (optparse_same_name(name, value))
            return name;
    fprintf(stderr, "sudoku: unknown %s '%s' (valid:", c->noun, value);
    for (i = 0; i < n - c->unlisted; i++)
        fprintf(stderr, "%s %s", i > 0 ? "," : "", c->name(i));
    fprintf(stderr, ")\nTry 'sudoku --help' for more information.\n");
    return NULL;
}

/* Hands an option found to its row.  Returns -1 to go on, or an exit
 * status. */
static int optparse_apply(const struct cli_option *row, struct cli_options *o,
                          const char *value)
{
    if (row->generating && o->generate_option == NULL)
        o->generate_option = row->long_name;
    if (row->choices != NULL && value != NULL &&
        (value = optparse_choice(row->choices, value)) == NULL)
        return CLI_EXIT_TROUBLE;
    if (row->handle != NULL)
        return row->handle(o, value);
    *(int *)((char *)o + row->flag) = 1;
    return -1;
}

/* The arguments and where the parser is among them. */
struct optparse {
    const struct cli_option *table;
    size_t n;
    int argc;
    char **argv;
    int i; /* the argument being read */
    struct cli_options *o;
};

/* One "--name", "--name=value" or "--name value" argument (advancing
 * p->i past the value when that is the next argument).  Returns -1 to go
 * on, or an exit status. */
static int optparse_long(struct optparse *p)
{
    const char *arg = p->argv[p->i], *name = arg + 2;
    const char *equals = strchr(name, '=');
    size_t len = equals != NULL ? (size_t)(equals - name) : strlen(name);
    const struct cli_option *row =
        optparse_find_long(p->table, p->n, name, len, arg);
    const char *value = equals != NULL ? equals + 1 : NULL;
    char shown[64];

    if (row == NULL)
        return CLI_EXIT_TROUBLE;
    sprintf(shown, "--%.40s", row->long_name);
    if (row->value == CLI_VALUE_NONE && value != NULL)
        return cli_usage_error("option '%s' takes no value", shown);
    if (row->value == CLI_VALUE_REQUIRED && value == NULL) {
        if (p->i + 1 >= p->argc)
            return optparse_missing(row, shown);
        value = p->argv[++p->i];
    }
    return optparse_apply(row, p->o, value);
}

/* One argument of short options, "-vs", "-j2" or "-j 2".  Returns -1 to
 * go on, or an exit status. */
static int optparse_short(struct optparse *p)
{
    const char *s = p->argv[p->i] + 1;

    for (; *s != '\0'; s++) {
        const struct cli_option *row = optparse_find_short(p->table, p->n, *s);
        char shown[3] = {'-', *s, '\0'};
        const char *value = NULL;
        int status;

        if (row == NULL)
            return cli_usage_error("unknown option '%s'", shown);
        if (row->value != CLI_VALUE_NONE && s[1] != '\0') {
            value = s + 1;
        } else if (row->value == CLI_VALUE_REQUIRED) {
            if (p->i + 1 >= p->argc)
                return optparse_missing(row, shown);
            value = p->argv[++p->i];
        }
        if ((status = optparse_apply(row, p->o, value)) >= 0)
            return status;
        if (value != NULL)
            break; /* the value was the rest of the argument */
    }
    return -1;
}

int cli_option_parse(const struct cli_option *table, size_t n, int argc,
                     char **argv, struct cli_options *o, char **files,
                     int *nfiles)
{
    struct optparse p;
    int only_files = 0, status = -1;

    p.table = table;
    p.n = n;
    p.argc = argc;
    p.argv = argv;
    p.o = o;
    *nfiles = 0;
    for (p.i = 1; p.i < argc && status < 0; p.i++) {
        const char *arg = argv[p.i];

        if (only_files || arg[0] != '-' || strcmp(arg, "-") == 0)
            files[(*nfiles)++] = argv[p.i];
        else if (strcmp(arg, "--") == 0)
            only_files = 1;
        else if (arg[1] == '-')
            status = optparse_long(&p);
        else
            status = optparse_short(&p);
    }
    return status;
}
