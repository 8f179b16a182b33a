/*
 * batch_piece.c - one piece of input through the engine's steps.
 *
 * A thread of the engine (batch_chunks.c) parses a whole piece of one
 * puzzle a line, solves and formats each record with the engine's own
 * steps (batch.c, batch_format.c), and gathers the results' text, the
 * diagnostics and the totals in the piece's buffers; the thread that
 * holds the writer's role hands them on in input order.  Nothing here
 * locks: a piece belongs to one thread at a time.  The sink hears exactly
 * what sudoku_batch_emit would tell it record by record: the same text,
 * each diagnostic after the results before it and before its record's
 * own, the totals as they stand at each progress call.
 */
#include "batch/batch_chunks.h"

#include <stdlib.h>
#include <string.h>

#include "read/parse_pieces.h"

/* Returns buf grown (or not) to hold `need` units of `unit` bytes, *room
 * updated; NULL, with buf left as it was, when out of memory. */
static void *piece_room(void *buf, size_t *room, size_t need, size_t unit)
{
    size_t n = *room ? *room : 64;
    void *grown;

    if (need <= *room)
        return buf;
    while (n < need)
        n *= 2;
    grown = realloc(buf, n * unit);
    if (grown != NULL)
        *room = n;
    return grown;
}

/*
 * Solves and formats a record as sudoku_batch_solve does.  A classic
 * puzzle with every cell given, which the parser found free of clashes,
 * is its own and only solution: it is not handed to the search, whose
 * setting up would cost many times what the rest of the record does.
 */
static void piece_solve(struct batch_item *it,
                        const struct sudoku_batch_options *o)
{
    const sudoku_board *given = &it->record.puzzle;

    if (it->status != SUDOKU_READ_PUZZLE ||
        it->record.format == SUDOKU_FORMAT_SUDOMINOKU ||
        memchr(given->cell, 0, SUDOKU_CELLS) != NULL) {
        sudoku_batch_solve(it, o);
        return;
    }
    it->count = 1;
    it->checked = 0;
    it->has_diag = 0;
    it->guesses = 0;
    if (sudoku_batch_check != NULL)
        sudoku_batch_check(it, o, given);
    sudoku_batch_format(it, o, given, NULL);
}

/* Adds one record to totals, as sudoku_batch_emit does. */
static void piece_count(struct sudoku_batch_totals *t, int status,
                        unsigned count, int checked,
                        unsigned long long guesses, int written)
{
    t->records++;
    t->guesses += guesses;
    if (status == SUDOKU_READ_INVALID)
        t->invalid++;
    else if (count == 0)
        t->unsolvable++;
    else
        t->solved++;
    if (count > 1)
        t->multiple++;
    if (checked) {
        t->checked++;
        t->mismatches += checked == 1;
    }
    t->written += written != 0;
}

/* Adds a solved record to the piece's output; returns 0 when out of
 * memory. */
static int piece_add(struct batch_piece *pc, const struct batch_item *it,
                     const struct sudoku_batch_options *o, int notes)
{
    int written = !o->unique || it->count == 1;
    void *p;

    if (it->has_diag) {
        p = piece_room(pc->diags, &pc->diags_room, pc->ndiags + 1,
                       sizeof *pc->diags);
        if (p == NULL)
            return 0;
        pc->diags = p;
        pc->diags[pc->ndiags].at = pc->text_size;
        pc->diags[pc->ndiags].index = pc->records;
        pc->diags[pc->ndiags++].diag = it->diag;
    }
    if (written) {
        p = piece_room(pc->text, &pc->text_room, pc->text_size + it->size + 1,
                       1);
        if (p == NULL)
            return 0;
        pc->text = p;
        if (it->separated && pc->totals.written == 0)
            pc->lead = 1;
        else if (it->separated)
            pc->text[pc->text_size++] = '\n';
        memcpy(pc->text + pc->text_size, it->text, it->size);
        pc->text_size += it->size;
    }
    piece_count(&pc->totals, it->status, it->count, it->checked, it->guesses,
                written);
    if (notes) {
        struct batch_piece_note *n;

        p = piece_room(pc->notes, &pc->notes_room, pc->nnotes + 1,
                       sizeof *pc->notes);
        if (p == NULL)
            return 0;
        pc->notes = p;
        n = &pc->notes[pc->nnotes++];
        n->guesses = it->guesses;
        n->end_offset = it->record.end_offset;
        n->end = pc->text_size;
        n->count = it->count;
        n->status = (unsigned char)it->status;
        n->checked = (unsigned char)it->checked;
        n->written = (unsigned char)written;
    }
    pc->records++;
    return 1;
}

void sudoku_batch_piece_run(struct batch_piece *pc,
                            struct sudoku_parser *parser,
                            const struct sudoku_parser *start,
                            const struct sudoku_parser *steady,
                            const struct sudoku_batch_options *o, int notes)
{
    struct batch_item it;

    pc->text_size = pc->ndiags = pc->nnotes = 0;
    memset(&pc->totals, 0, sizeof pc->totals);
    pc->lines = pc->records = 0;
    pc->lead = pc->no_memory = 0;
    pc->clean = !pc->open;
    if (pc->open)
        return;
    sudoku_parser_piece(parser, pc->first ? start : steady, pc->data,
                        pc->size, pc->first);
    for (;;) {
        it.status = sudoku_parser_next(parser, &it.record, &it.diag);
        if (it.status == SUDOKU_READ_END || it.status == SUDOKU_READ_IO_ERROR)
            break;
        if (it.record.format != SUDOKU_FORMAT_LINE &&
            it.record.format != SUDOKU_FORMAT_CSV) {
            pc->clean = 0; /* a record of several lines: it may go on */
            return;
        }
        piece_solve(&it, o);
        if (!piece_add(pc, &it, o, notes)) {
            pc->no_memory = 1;
            return;
        }
    }
    pc->clean = sudoku_parser_piece_same(parser, steady);
    pc->lines = sudoku_parser_lines(parser);
}

/* ------------------------------------------------------------------ */
/* Writing a piece out                                                  */

/* Writes the piece's text from *at up to `to`, after the blank line
 * that its first written result wants if anything was written before. */
static int piece_write(const struct batch_piece *pc,
                       const struct batch_run *run, size_t *at, size_t to)
{
    const struct sudoku_batch_sink *sink = run->sink;

    if (to <= *at)
        return 1;
    if (*at == 0 && pc->lead && !*run->first &&
        !sink->write(sink->context, "\n", 1))
        return 0;
    if (!sink->write(sink->context, pc->text + *at, to - *at))
        return 0;
    *run->first = 0;
    *at = to;
    return 1;
}

static void piece_report(const struct batch_run *run,
                         const struct batch_piece_diag *d, unsigned long lines)
{
    struct sudoku_diag diag = d->diag;

    diag.line += lines;
    run->sink->report(run->sink->context, &diag);
}

static void piece_add_totals(struct sudoku_batch_totals *t,
                             const struct sudoku_batch_totals *piece)
{
    t->records += piece->records;
    t->solved += piece->solved;
    t->unsolvable += piece->unsolvable;
    t->invalid += piece->invalid;
    t->multiple += piece->multiple;
    t->mismatches += piece->mismatches;
    t->guesses += piece->guesses;
    t->written += piece->written;
    t->checked += piece->checked;
}

/* With progress: the totals record by record, and a progress call at
 * each BATCH_PROGRESS_EVERY-th record, once its text is written. */
static int piece_emit_notes(const struct batch_piece *pc,
                            const struct batch_run *run, unsigned long lines)
{
    const struct sudoku_batch_sink *sink = run->sink;
    struct sudoku_batch_totals *t = run->totals;
    size_t at = 0, d = 0, i;

    for (i = 0; i < pc->nnotes; i++) {
        const struct batch_piece_note *n = &pc->notes[i];

        for (; d < pc->ndiags && pc->diags[d].index == i; d++) {
            if (!piece_write(pc, run, &at, pc->diags[d].at))
                return 0;
            piece_report(run, &pc->diags[d], lines);
        }
        piece_count(t, n->status, n->count, n->checked, n->guesses,
                    n->written);
        if (t->records % BATCH_PROGRESS_EVERY == 0) {
            if (!piece_write(pc, run, &at, n->end))
                return 0;
            sink->progress(sink->context, t, pc->offset + n->end_offset);
        }
    }
    return piece_write(pc, run, &at, pc->text_size);
}

int sudoku_batch_piece_emit(const struct batch_piece *pc,
                            const struct batch_run *run, unsigned long lines)
{
    size_t at = 0, d;

    if (run->sink->progress != NULL)
        return piece_emit_notes(pc, run, lines);
    piece_add_totals(run->totals, &pc->totals);
    for (d = 0; d < pc->ndiags; d++) {
        if (!piece_write(pc, run, &at, pc->diags[d].at))
            return 0;
        piece_report(run, &pc->diags[d], lines);
    }
    return piece_write(pc, run, &at, pc->text_size);
}

void sudoku_batch_piece_free(struct batch_piece *pc)
{
    free(pc->text);
    free(pc->diags);
    free(pc->notes);
}
