/*
 * batch_piece.c - the segments of a piece of input through the engine's
 * steps.
 *
 * A thread of the engine (batch_chunks.c) parses a segment of a piece of
 * one puzzle a line (at first the whole piece), solves and formats each
 * record with the engine's own steps (batch.c, batch_format.c), and
 * gathers the results' text, the diagnostics and the totals in the
 * segment's buffers; the thread that holds the writer's role hands them
 * on in input order.  The owner takes its records one at a time
 * (batch_share.h), so that a thread with nothing to do may cut off the
 * ones it has not reached; nothing else here locks.  The sink hears
 * exactly what sudoku_batch_emit would tell it record by record: the same
 * text, each diagnostic after the results before it and before its
 * record's own, the totals as they stand at each progress call.
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

/* Adds a solved record to the segment's output; returns 0 when out of
 * memory. */
static int piece_add(struct batch_segment *sg, const struct batch_item *it,
                     const struct sudoku_batch_options *o, int notes)
{
    int written = !o->unique || it->count == 1;
    void *p;

    if (it->has_diag) {
        p = piece_room(sg->diags, &sg->diags_room, sg->ndiags + 1,
                       sizeof *sg->diags);
        if (p == NULL)
            return 0;
        sg->diags = p;
        sg->diags[sg->ndiags].at = sg->text_size;
        sg->diags[sg->ndiags].index = sg->records;
        sg->diags[sg->ndiags++].diag = it->diag;
    }
    if (written) {
        p = piece_room(sg->text, &sg->text_room, sg->text_size + it->size + 1,
                       1);
        if (p == NULL)
            return 0;
        sg->text = p;
        if (it->separated && sg->totals.written == 0)
            sg->lead = 1;
        else if (it->separated)
            sg->text[sg->text_size++] = '\n';
        memcpy(sg->text + sg->text_size, it->text, it->size);
        sg->text_size += it->size;
    }
    piece_count(&sg->totals, it->status, it->count, it->checked, it->guesses,
                written);
    if (notes) {
        struct batch_piece_note *n;

        p = piece_room(sg->notes, &sg->notes_room, sg->nnotes + 1,
                       sizeof *sg->notes);
        if (p == NULL)
            return 0;
        sg->notes = p;
        n = &sg->notes[sg->nnotes++];
        n->guesses = it->guesses;
        n->end_offset = it->record.end_offset;
        n->end = sg->text_size;
        n->count = it->count;
        n->status = (unsigned char)it->status;
        n->checked = (unsigned char)it->checked;
        n->written = (unsigned char)written;
    }
    sg->records++;
    return 1;
}

/* Where a segment's owner stands: its parser reads from byte `base` of
 * the segment; it has taken the records before byte `kept`, which ends
 * line `kept_lines`; and, once the segment's end is final, `end`. */
struct segment_place {
    size_t base, kept, end;
    unsigned long kept_lines;
};

/* Parses, solves and formats the segment's records from its parser's
 * place on: while others may cut the segment (`shared`), one at a time,
 * each taken before it is solved; else up to the final end. */
static void segment_records(struct batch_segment *sg,
                            const struct batch_segment_run *r,
                            struct segment_place *pl, int shared)
{
    struct batch_item it;
    size_t at, end;
    unsigned long lines;

    for (;;) {
        at = pl->base + sudoku_parser_taken(sg->parser, &lines);
        end = shared ? batch_share_end(&sg->share) - sg->from : pl->end;
        if (at >= end)
            break;
        /* Past its end the bytes may be another's already. */
        sudoku_parser_bound(sg->parser, end - pl->base);
        it.status = sudoku_parser_next(sg->parser, &it.record, &it.diag);
        if (it.status == SUDOKU_READ_END || it.status == SUDOKU_READ_IO_ERROR)
            break;
        /* A record of several lines may go on past a cut; one that leaves
         * the parser in another state than `steady` would make a segment
         * after it start in the wrong one. */
        if ((it.record.format != SUDOKU_FORMAT_LINE &&
             it.record.format != SUDOKU_FORMAT_CSV) ||
            !sudoku_parser_piece_same(sg->parser, r->steady)) {
            sg->clean = 0;
            return;
        }
        at = pl->base + sudoku_parser_taken(sg->parser, &lines);
        if (shared && !batch_share_take(&sg->share, sg->from + at, r->lock))
            break; /* another thread cut the segment before `at` */
        pl->kept = at;
        pl->kept_lines = lines;
        it.record.end_offset += pl->base;
        piece_solve(&it, r->options);
        if (!piece_add(sg, &it, r->options, r->notes)) {
            sg->no_memory = 1;
            return;
        }
    }
}

void sudoku_batch_segment_run(struct batch_piece *pc, struct batch_segment *sg,
                              const struct batch_segment_run *r)
{
    int first = pc->first && sg->from == 0;
    struct segment_place pl = {0, 0, 0, 0};
    const char *data = pc->data + sg->from;

    sg->text_size = sg->ndiags = sg->nnotes = 0;
    memset(&sg->totals, 0, sizeof sg->totals);
    sg->lines = sg->records = 0;
    sg->lead = sg->no_memory = 0;
    sg->clean = !pc->open;
    if (!pc->open) {
        sudoku_parser_piece(sg->parser, first ? r->start : r->steady, data,
                            pc->size - sg->from, first);
        segment_records(sg, r, &pl, 1);
    }
    platform_mutex_lock(r->lock);
    pl.end = batch_share_finish(&sg->share) - sg->from;
    platform_mutex_unlock(r->lock);
    if (!sg->clean || sg->no_memory)
        return;
    /*
     * The end is final now.  From the last record taken to the end there
     * may be lines with no record, or, when a cut crossed the owner's
     * last reading, a record that reading looked past the cut from: read
     * them again, up to the end and no further, as their own.
     */
    first = first && pl.kept == 0;
    pl.base = pl.kept;
    sudoku_parser_piece(sg->parser, first ? r->start : r->steady,
                        data + pl.kept, pl.end - pl.kept, first);
    sudoku_parser_number_from(sg->parser, pl.kept_lines);
    segment_records(sg, r, &pl, 0);
    (void)sudoku_parser_taken(sg->parser, &sg->lines);
    if (sg->clean)
        sg->clean = sudoku_parser_piece_same(sg->parser, r->steady);
}

int sudoku_batch_piece_clean(const struct batch_piece *pc)
{
    const struct batch_segment *sg;

    for (sg = &pc->head; sg != NULL; sg = sg->next)
        if (!sg->clean)
            return 0;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Writing a piece out                                                  */

/* Writes the segment's text from *at up to `to`, after the blank line
 * that its first written result wants if anything was written before. */
static int piece_write(const struct batch_segment *sg,
                       const struct batch_run *run, size_t *at, size_t to)
{
    const struct sudoku_batch_sink *sink = run->sink;

    if (to <= *at)
        return 1;
    if (*at == 0 && sg->lead && !*run->first &&
        !sink->write(sink->context, "\n", 1))
        return 0;
    if (!sink->write(sink->context, sg->text + *at, to - *at))
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
 * each BATCH_PROGRESS_EVERY-th record, once its text is written; the
 * segment begins at byte `offset` of the stream. */
static int segment_emit_notes(const struct batch_segment *sg,
                              const struct batch_run *run, unsigned long lines,
                              unsigned long long offset)
{
    const struct sudoku_batch_sink *sink = run->sink;
    struct sudoku_batch_totals *t = run->totals;
    size_t at = 0, d = 0, i;

    for (i = 0; i < sg->nnotes; i++) {
        const struct batch_piece_note *n = &sg->notes[i];

        for (; d < sg->ndiags && sg->diags[d].index == i; d++) {
            if (!piece_write(sg, run, &at, sg->diags[d].at))
                return 0;
            piece_report(run, &sg->diags[d], lines);
        }
        piece_count(t, n->status, n->count, n->checked, n->guesses,
                    n->written);
        if (t->records % BATCH_PROGRESS_EVERY == 0) {
            if (!piece_write(sg, run, &at, n->end))
                return 0;
            sink->progress(sink->context, t, offset + n->end_offset);
        }
    }
    return piece_write(sg, run, &at, sg->text_size);
}

static int segment_emit(const struct batch_segment *sg,
                        const struct batch_run *run, unsigned long lines,
                        unsigned long long offset)
{
    size_t at = 0, d;

    if (run->sink->progress != NULL)
        return segment_emit_notes(sg, run, lines, offset);
    piece_add_totals(run->totals, &sg->totals);
    for (d = 0; d < sg->ndiags; d++) {
        if (!piece_write(sg, run, &at, sg->diags[d].at))
            return 0;
        piece_report(run, &sg->diags[d], lines);
    }
    return piece_write(sg, run, &at, sg->text_size);
}

int sudoku_batch_piece_emit(const struct batch_piece *pc,
                            const struct batch_run *run, unsigned long *lines,
                            unsigned long *records)
{
    const struct batch_segment *sg;

    for (sg = &pc->head; sg != NULL; sg = sg->next) {
        if (!segment_emit(sg, run, *lines, pc->offset + sg->from))
            return 0;
        *lines += sg->lines;
        *records += sg->records;
    }
    return 1;
}

void sudoku_batch_segment_free(struct batch_segment *sg)
{
    free(sg->text);
    free(sg->diags);
    free(sg->notes);
}
