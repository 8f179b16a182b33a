/*
 * batch_share.h - a run of work whose owner takes it from the front while
 * an idle thread may take the back.
 *
 * The engine's threads claim work in runs: a piece of input, or part of
 * one (batch_chunks.c), or a group of records in the ring (batch_pool.c).
 * A run is cheap to claim and needs no lock per record, but a thread that
 * owned all of its run would keep a costly record waiting behind another
 * while a thread idles.  So the owner takes its run one unit (a record) at
 * a time, and a thread with nothing to do may cut the run anywhere after
 * what the owner has taken, and take the rest as a run of its own.
 *
 * Positions are the caller's units (bytes of a piece, records of a group),
 * from 0.  The owner has taken everything before `claim`; the run ends at
 * `to`.  The owner moves claim up, a thief moves to down, and neither
 * locks on the way: the owner sets claim and then reads to, the thief sets
 * to and then reads claim, and since both are marks (platform/threads.h)
 * at least one of them sees that they crossed.  A thief that sees it puts
 * `to` back; an owner that sees it asks again under the team's lock, which
 * the thief holds for its whole cut, so the answer it gets is final.  So a
 * unit is worked on once, by the owner or by the thief, at the cost of two
 * sequentially consistent memory operations a unit.  Without atomics no
 * thread may cut (batch_share_can_cut is 0), and a run is its owner's.
 */
#ifndef SUDOKU_BATCH_SHARE_H
#define SUDOKU_BATCH_SHARE_H

#include <stddef.h>

#include "platform/threads.h"

#define batch_share_can_cut PLATFORM_ATOMICS

struct batch_share {
    struct platform_mark claim, to;
    int finished; /* under the lock: the owner is done, no more cuts */
};

static inline void batch_share_init(struct batch_share *s, size_t from,
                                    size_t to)
{
    platform_mark_init(&s->claim, from);
    platform_mark_init(&s->to, to);
    s->finished = 0;
}

/* The owner's: what is left to take, as the owner may see it. */
static inline size_t batch_share_end(struct batch_share *s)
{
    return platform_mark_get(&s->to);
}

/* The owner's: takes the next unit, which ends at `end`; returns 1 when it
 * is the owner's, 0 when a thief cut the run before `end` (the unit is
 * the thief's, and the owner's run is over). */
static inline int batch_share_take(struct batch_share *s, size_t end,
                                   struct platform_mutex *lock)
{
    int mine;

    platform_mark_set(&s->claim, end);
    if (platform_mark_get(&s->to) >= end)
        return 1;
    platform_mutex_lock(lock);
    mine = platform_mark_get(&s->to) >= end;
    platform_mutex_unlock(lock);
    return mine;
}

/* The owner's, when it stops taking, with the team's lock held:
 * afterwards no thread cuts the run.  Returns where it ends. */
static inline size_t batch_share_finish(struct batch_share *s)
{
    s->finished = 1;
    return platform_mark_get(&s->to);
}

/* A thief's, with the team's lock held: what the owner has not taken yet,
 * [*claim, *to), empty once the owner has finished. */
static inline void batch_share_left(struct batch_share *s, size_t *claim,
                                    size_t *to)
{
    *claim = *to = 0;
    if (!batch_share_can_cut || s->finished)
        return;
    *claim = platform_mark_get(&s->claim);
    *to = platform_mark_get(&s->to);
    if (*claim > *to)
        *claim = *to; /* the owner's last try, which it will give up */
}

/* A thief's, with the team's lock held: ends the run at `cut`, which
 * batch_share_left put at or after its claim and before its end.  Returns
 * the old end, the thief's run being [cut, old end), or `cut` when the
 * owner had taken past it meanwhile (the run is unchanged). */
static inline size_t batch_share_cut(struct batch_share *s, size_t cut)
{
    size_t to = platform_mark_get(&s->to);

    platform_mark_set(&s->to, cut);
    if (platform_mark_get(&s->claim) <= cut)
        return to;
    platform_mark_set(&s->to, to);
    return cut;
}

#endif /* SUDOKU_BATCH_SHARE_H */
