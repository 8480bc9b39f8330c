/* Saboteur's observation writer in C: `SaboteurEncoder.write_state` (encoder.py, its
 * maze part in fastobs.py), number for number, read from the engine state through the
 * C API.
 *
 * The Python writer is the reference (tests/rl/test_fast_observation.py checks this one
 * against it). In Python each of the few hundred numbers outside the maze costs an
 * attribute read, a tuple look-up and a memoryview store, more than the engine's step;
 * here it is a pass over the state's lists. encoder.py builds `Writer(plan)` when this
 * extension was built (an optional one) and keeps its own writer otherwise: the plan (a
 * dict) holds every offset and per-card table, worked out there once.
 *
 * The maze (the `cells` and `spots` fields) changes every few steps only: its sorted
 * path cells and spots are kept per maze position, the position named by the identity of
 * `Board.occupied()` (a new tuple at every change, shared by copies of a position; the
 * tuple is held while kept, so its id is not reused).
 *
 * It reads what views.py shows and nothing else: the viewer's hand and role, the other
 * hands by their size, roles once revealed, goal cards face up or seen with the viewer's
 * map, what the viewer's inspections and swaps told it, the piles by their size.
 *
 * Two more helpers for the environments' step, both exact stand-ins for Python code:
 * `observe` writes and clips each number it wrote to its field's bounds (what
 * `Encoder.observe` does with two passes over the whole vector, most of the time), and
 * `ids` is `SaboteurActions.ids` for actions the codec met before, numbered on the maze
 * positions kept here.
 */
/* where each store wrote, for `clip` (write_state's `touched`, `ntouched`) */
#define OBS_TOUCH(i)                                  \
    do {                                              \
        if (ntouched < MAX_TOUCHED) touched[ntouched] = (i); \
        ntouched++;                                   \
    } while (0)
#include "../../rl/_observation.h"

#define MAX_SEATS 16
#define GOALS 3
#define FIXED 4                       /* the start and the goal cells */
#define MAX_CELLS 128                 /* path cards on the board */
#define MAX_TAKEN (MAX_CELLS + FIXED)
#define MAX_SPOTS (4 * MAX_TAKEN)
#define KEEP 16                       /* maze positions kept */
#define MAX_TOUCHED 2048              /* numbers written, clipped one by one */
#define CELL_BOUND (1L << 40)         /* |cell| beyond this: not a board's cell */

/* single offsets of the vector */
enum {
    O_ME, O_PLAYERS_AT, O_ROUND, O_ACTIVE, O_TO_MOVE, O_P_COUNT, O_ROLE, O_HAND, O_CELLS,
    O_WIDTH, O_CELL_SLOTS, O_SPOTS, O_SPOT_SLOTS, O_DISCARD, O_PILE, O_ASIDE, O_ROLE_PILE,
    O_OVER, O_ROW, O_HALF, O_COUNT
};
static const char *OFFSET_KEYS[O_COUNT] = {
    "me", "players_at", "round", "active", "to_move", "pending_count", "role", "hand",
    "cells", "cell_width", "cell_slots", "spots", "spot_slots", "discard", "pile", "aside",
    "role_pile", "over", "cell_row", "cell_half"};

/* one seat's row (per relative seat: rows are counted from the viewer) */
enum {
    R_PRESENT, R_CARDS, R_FRONT, R_GOLD, R_DISCARDED, R_ROLE, R_KNOWN_ROLE, R_PUT_AWAY,
    R_KNOWN_CARDS, R_WINNER, R_COUNT
};
static const char *ROW_KEYS[R_COUNT] = {
    "present", "cards", "front", "gold", "discarded", "role", "known_role", "put_away",
    "known_cards", "winner"};

/* per card instance (an int into the content's `type_of`) */
enum { C_TYPE, C_FRONT, C_COLUMN, C_GOAL, C_COUNT };
static const char *CARD_KEYS[C_COUNT] = {"card_type", "card_front", "card_column",
                                         "card_goal"};

/* one maze position: its path cells sorted (with their card * 2 + turned), its spots
   sorted, and the goal cells' card * 2 + turned (-1: face down) */
typedef struct {
    PyObject *key;  /* the board's occupied() tuple; NULL: a free slot */
    int ncells, nspots;
    long cell[MAX_CELLS], value[MAX_CELLS];
    long spot[MAX_SPOTS];
    long goal_value[GOALS];
} Maze;

typedef struct {
    PyObject_HEAD
    int ready;           /* initialised in full (a failed __init__ leaves it 0) */
    Py_ssize_t size;
    int players;
    float *low, *high;   /* every number's bounds */
    long at[O_COUNT];
    long row[R_COUNT][MAX_SEATS];
    long goal_card[GOALS], goal_up[GOALS], goal_turned[GOALS], goal_cell[GOALS];
    long fixed[FIXED];
    Py_ssize_t ncards;
    long *card[C_COUNT];
    PyObject *pending;   /* decision kind -> (its one-hot offset, where its count lies) */
    PyObject *role_no;   /* role -> its index in a role one-hot */
    PyObject *type_no;   /* card type -> its index in a per-type count */
    Maze *mazes;         /* KEEP of them */
    int last, next;      /* the last maze used, the slot to fill next */
} Writer;

/* attribute names, interned once */
static PyObject *s_round, *s_active, *s_pending, *s_roles, *s_hands, *s_board, *s_occupied,
    *s_cells, *s_up, *s_goals, *s_known_goals, *s_front, *s_gold, *s_buried, *s_revealed,
    *s_known_roles, *s_known_out, *s_role_out, *s_role_out_by, *s_known_cards, *s_over,
    *s_winners, *s_discard, *s_pile, *s_aside, *s_role_pile, *s_fixed, *s_placed;

/* ------------------------------------------------------------------ reading the plan */

/* plan[key], a dict, as a new reference */
static PyObject *
plan_dict(PyObject *plan, const char *key)
{
    PyObject *v = obs_plan_item(plan, key);
    if (v == NULL) {
        return NULL;
    }
    if (!PyDict_Check(v)) {
        PyErr_Format(PyExc_TypeError, "plan %s: not a dict", key);
        return NULL;
    }
    Py_INCREF(v);
    return v;
}

static void
forget_mazes(Writer *self)
{
    if (self->mazes != NULL) {
        for (int i = 0; i < KEEP; i++) {
            Py_CLEAR(self->mazes[i].key);
        }
    }
    self->last = self->next = 0;
}

static int
Writer_init(Writer *self, PyObject *args, PyObject *kwds)
{
    PyObject *plan = obs_init_plan(args, self->ready);
    if (plan == NULL) {
        return -1;
    }
    long size, players;
    if (obs_plan_long(plan, "size", &size) < 0 || obs_plan_long(plan, "players", &players) < 0) {
        return -1;
    }
    if (players < 2 || players > MAX_SEATS || size < 0) {
        PyErr_SetString(PyExc_ValueError, "players or size out of range");
        return -1;
    }
    self->size = size;
    self->players = (int)players;
    for (int i = 0; i < O_COUNT; i++) {
        if (obs_plan_long(plan, OFFSET_KEYS[i], &self->at[i]) < 0) {
            return -1;
        }
    }
    if (self->at[O_CELL_SLOTS] < 0 || self->at[O_CELL_SLOTS] > MAX_CELLS
        || self->at[O_SPOT_SLOTS] < 0 || self->at[O_SPOT_SLOTS] > MAX_SPOTS
        || self->at[O_WIDTH] < 4 || self->at[O_ROW] < 3 || self->at[O_HALF] < 1) {
        PyErr_SetString(PyExc_ValueError, "the plan's maze sizes are out of range");
        return -1;
    }
    for (int i = 0; i < R_COUNT; i++) {
        char key[32];
        snprintf(key, sizeof key, "row_%s", ROW_KEYS[i]);
        if (obs_plan_longs(plan, key, self->row[i], players, NULL) < 0) {
            return -1;
        }
    }
    if (obs_plan_longs(plan, "goal_card", self->goal_card, GOALS, NULL) < 0
        || obs_plan_longs(plan, "goal_up", self->goal_up, GOALS, NULL) < 0
        || obs_plan_longs(plan, "goal_turned", self->goal_turned, GOALS, NULL) < 0
        || obs_plan_longs(plan, "goal_cells", self->goal_cell, GOALS, NULL) < 0
        || obs_plan_longs(plan, "fixed", self->fixed, FIXED, NULL) < 0) {
        return -1;
    }
    PyObject *first = obs_plan_item(plan, CARD_KEYS[0]);
    if (first == NULL) {
        return -1;
    }
    if (!PyTuple_Check(first)) {
        PyErr_Format(PyExc_TypeError, "plan %s: not a tuple", CARD_KEYS[0]);
        return -1;
    }
    Py_ssize_t ncards = PyTuple_GET_SIZE(first);
    for (int i = 0; i < C_COUNT; i++) {
        PyMem_Free(self->card[i]);
        self->card[i] = PyMem_Calloc(ncards ? ncards : 1, sizeof(long));
        if (self->card[i] == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        if (obs_plan_longs(plan, CARD_KEYS[i], self->card[i], ncards, NULL) < 0) {
            return -1;
        }
    }
    self->ncards = ncards;
    if (obs_plan_bounds(plan, size, &self->low, &self->high) < 0) {
        return -1;
    }
    PyObject *pending = plan_dict(plan, "pending");
    if (pending == NULL) {
        return -1;
    }
    Py_XSETREF(self->pending, pending);
    PyObject *role_no = plan_dict(plan, "role_no");
    if (role_no == NULL) {
        return -1;
    }
    Py_XSETREF(self->role_no, role_no);
    PyObject *type_no = plan_dict(plan, "type_no");
    if (type_no == NULL) {
        return -1;
    }
    Py_XSETREF(self->type_no, type_no);
    if (self->mazes == NULL) {
        self->mazes = PyMem_Calloc(KEEP, sizeof(Maze));
        if (self->mazes == NULL) {
            PyErr_NoMemory();
            return -1;
        }
    }
    forget_mazes(self);
    self->ready = 1;
    return 0;
}

static int
check_ready(Writer *self)
{
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Writer(plan) was not initialised");
        return -1;
    }
    return 0;
}

static void
Writer_dealloc(Writer *self)
{
    forget_mazes(self);
    PyMem_Free(self->mazes);
    for (int i = 0; i < C_COUNT; i++) {
        PyMem_Free(self->card[i]);
    }
    PyMem_Free(self->low);
    PyMem_Free(self->high);
    Py_XDECREF(self->pending);
    Py_XDECREF(self->role_no);
    Py_XDECREF(self->type_no);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ------------------------------------------------------------------ the maze */

/* a path cell and its value */
typedef struct {
    long cell, value;
} Placed;

/* fill `m` from the board's cells dict (cell -> card * 2 + turned): start, path cards
   and face-up goals, as fastobs.MazeBlocks._built reads them. The cells come in fill
   order: an insertion sort (a few dozen); the spots are then a merge of the taken cells
   shifted by each of the four steps (each shift stays sorted), minus the taken ones. */
static int
build_maze(Writer *self, PyObject *cells, Maze *m)
{
    if (!PyDict_Check(cells)) {
        PyErr_SetString(PyExc_TypeError, "board._cells is not a dict");
        return -1;
    }
    Placed placed[MAX_CELLS];
    long taken[MAX_TAKEN];
    int ncells = 0, ntaken = 0;
    const long row = self->at[O_ROW], slots = self->at[O_CELL_SLOTS];
    for (int g = 0; g < GOALS; g++) {
        m->goal_value[g] = -1;
    }
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(cells, &pos, &key, &value)) {
        long c, k;
        if (obs_long(key, &c) < 0 || obs_long(value, &k) < 0) {
            return -1;
        }
        if (c <= -CELL_BOUND || c >= CELL_BOUND || k < 0) {
            PyErr_Format(PyExc_ValueError, "board cell %ld holds %ld", c, k);
            return -1;
        }
        int fixed = 0;
        for (int f = 0; f < FIXED; f++) {
            fixed |= c == self->fixed[f];
        }
        for (int g = 0; g < GOALS; g++) {
            if (c == self->goal_cell[g]) {
                m->goal_value[g] = k;
            }
        }
        if (fixed) {
            continue;
        }
        if (ncells >= slots || ncells >= MAX_CELLS) {
            PyErr_SetString(PyExc_ValueError, "more path cards on the board than cell slots");
            return -1;
        }
        int i = ncells++;
        for (; i > 0 && placed[i - 1].cell > c; i--) {
            placed[i] = placed[i - 1];
        }
        placed[i].cell = c;
        placed[i].value = k;
    }
    /* taken: the path cells and the fixed cells, merged in order */
    long fixed[FIXED];
    memcpy(fixed, self->fixed, sizeof fixed);
    for (int i = 1; i < FIXED; i++) {
        for (int j = i; j > 0 && fixed[j - 1] > fixed[j]; j--) {
            long t = fixed[j];
            fixed[j] = fixed[j - 1];
            fixed[j - 1] = t;
        }
    }
    for (int i = 0, f = 0; i < ncells || f < FIXED;) {
        long c;
        if (f == FIXED || (i < ncells && placed[i].cell < fixed[f])) {
            c = placed[i++].cell;
        } else {
            c = fixed[f++];
        }
        if (ntaken == 0 || taken[ntaken - 1] != c) {  /* a path card on a fixed cell */
            taken[ntaken++] = c;
        }
    }
    const long step[4] = {-row, -1, 1, row};  /* ascending */
    int next[4] = {0, 0, 0, 0}, t = 0, nspots = 0;
    long last = 0;
    for (;;) {
        int best = -1;
        long c = 0;
        for (int d = 0; d < 4; d++) {
            if (next[d] < ntaken && (best < 0 || taken[next[d]] + step[d] < c)) {
                best = d;
                c = taken[next[d]] + step[d];
            }
        }
        if (best < 0) {
            break;
        }
        next[best]++;
        if (nspots > 0 && c == last) {
            continue;
        }
        while (t < ntaken && taken[t] < c) {
            t++;
        }
        if (t < ntaken && taken[t] == c) {
            continue;
        }
        if (nspots >= self->at[O_SPOT_SLOTS]) {
            PyErr_SetString(PyExc_ValueError, "more spots on the board than spot slots");
            return -1;
        }
        m->spot[nspots++] = last = c;
    }
    for (int i = 0; i < ncells; i++) {
        m->cell[i] = placed[i].cell;
        m->value[i] = placed[i].value;
    }
    m->ncells = ncells;
    m->nspots = nspots;
    return 0;
}

/* the kept maze of this position (`occupied`: the board's occupied() tuple), built
   from `board` when not kept */
static Maze *
maze_of(Writer *self, PyObject *board, PyObject *occupied)
{
    Maze *mazes = self->mazes;
    if (mazes[self->last].key == occupied) {
        return &mazes[self->last];
    }
    for (int i = 0; i < KEEP; i++) {
        if (mazes[i].key == occupied) {
            self->last = i;
            return &mazes[i];
        }
    }
    PyObject *cells = PyObject_GetAttr(board, s_cells);
    if (cells == NULL) {
        return NULL;
    }
    int slot = self->next;
    Maze *m = &mazes[slot];
    Py_CLEAR(m->key);  /* a slot half built is never looked up */
    int failed = build_maze(self, cells, m);
    Py_DECREF(cells);
    if (failed) {
        return NULL;
    }
    Py_INCREF(occupied);
    m->key = occupied;
    self->next = (slot + 1) % KEEP;
    self->last = slot;
    return m;
}

/* ------------------------------------------------------------------ the state */


/* an attribute (a new reference), or a jump to `fail` */
#define ATTR(obj, name, into)                                \
    do {                                                     \
        (into) = PyObject_GetAttr(obj, name);                \
        if ((into) == NULL) goto fail;                       \
    } while (0)

/* a list attribute (a new reference), or a jump to `fail` */
#define LIST_ATTR(obj, name, into)                                              \
    do {                                                                        \
        ATTR(obj, name, into);                                                  \
        if (!PyList_Check(into)) {                                              \
            PyErr_Format(PyExc_TypeError, "state.%U is not a list", name);      \
            goto fail;                                                          \
        }                                                                       \
    } while (0)

/* a per-seat list attribute: a list of `players` items */
#define SEATS_ATTR(obj, name, into)                                             \
    do {                                                                        \
        LIST_ATTR(obj, name, into);                                             \
        if (PyList_GET_SIZE(into) != players) {                                 \
            PyErr_Format(PyExc_ValueError, "state.%U is not one item per seat", \
                         name);                                                 \
            goto fail;                                                          \
        }                                                                       \
    } while (0)

/* list[i] (borrowed), or NULL with IndexError: the state's lists are measured again
   at each use, Python code (a method of the state) having run in between */
static PyObject *
item_at(PyObject *list, Py_ssize_t i)
{
    if (i < 0 || i >= PyList_GET_SIZE(list)) {
        PyErr_SetString(PyExc_IndexError, "a per-seat list is too short");
        return NULL;
    }
    return PyList_GET_ITEM(list, i);
}

/* list[i] that must be a list itself, as a new reference (held while it is read) */
static PyObject *
list_item(PyObject *list, Py_ssize_t i, const char *what)
{
    PyObject *item = item_at(list, i);
    if (item == NULL) {
        return NULL;
    }
    if (!PyList_Check(item)) {
        PyErr_Format(PyExc_TypeError, "%s is not a list", what);
        return NULL;
    }
    Py_INCREF(item);
    return item;
}

/* a card instance checked to be one */
static long
card_of(Writer *self, PyObject *item)
{
    long c;
    if (obs_long(item, &c) < 0) {
        return -1;
    }
    if (c < 0 || c >= self->ncards) {
        PyErr_Format(PyExc_IndexError, "card %ld out of range", c);
        return -1;
    }
    return c;
}


/* Python's floor division by a positive divisor */
static long
floor_div(long a, long b)
{
    long q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/* Python's `a % n` for n > 0 */
static int
modulo(long a, int n)
{
    long r = a % n;
    return (int)(r < 0 ? r + n : r);
}

/* ------------------------------------------------------------------ the writer */

/* `SaboteurEncoder.write_state(state, seat, out)` for the call's (state, seat, out);
   with `clip`, every number written is then clipped to its field's bounds as
   `Encoder.observe` clips the whole vector (the numbers not written stay 0, inside every
   field's bounds: encoder.py checks) */
static PyObject *
write_state(Writer *self, PyObject *args, PyObject *kwds, int clip)
{
    if (check_ready(self) < 0) {
        return NULL;
    }
    const int players = self->players;
    PyObject *state, *buffer;
    int seat;
    Py_buffer view;
    if (obs_arguments(args, kwds, self->size, players, &state, &seat, &buffer, &view) < 0) {
        return NULL;
    }
    PyObject *pending = NULL, *roles = NULL, *hands = NULL, *board = NULL,
             *occupied = NULL, *up_obj = NULL, *goals = NULL, *known_goals = NULL,
             *front = NULL, *gold = NULL, *buried = NULL, *known_roles = NULL,
             *known_out = NULL, *role_out = NULL, *role_out_by = NULL, *known_cards = NULL,
             *winners = NULL, *discard = NULL, *pile = NULL, *hand = NULL, *seen = NULL,
             *lay = NULL, *known = NULL, *outs = NULL, *told = NULL, *held = NULL;
    PyObject *result = NULL;
    float *out = (float *)view.buf;
    const Py_ssize_t size = self->size;
    Py_ssize_t touched[MAX_TOUCHED];  /* where it wrote, for `clip` */
    int ntouched = 0;
    const long *at = self->at;
    int rel[MAX_SEATS];
    for (int s = 0; s < players; s++) {
        rel[s] = (s - seat + players) % players;
    }
#define ROW(s, field) (self->row[field][rel[s]])
    long v;

    /* --- whose turn, the open decision */
    OBS_PUT(at[O_ME] + seat, 1);
    OBS_PUT(at[O_PLAYERS_AT], 1);
    PyObject *item;
    ATTR(state, s_round, item);
    int bad = obs_long(item, &v);
    Py_DECREF(item);
    if (bad) goto fail;
    OBS_PUT(at[O_ROUND], v);
    ATTR(state, s_active, item);
    bad = obs_long(item, &v);
    Py_DECREF(item);
    if (bad) goto fail;
    OBS_PUT(at[O_ACTIVE] + modulo(v - seat, players), 1);
    ATTR(state, s_pending, pending);
    if (pending != Py_None) {  /* (kind, seat, *context) */
        if (!PyTuple_Check(pending) || PyTuple_GET_SIZE(pending) < 2) {
            PyErr_SetString(PyExc_ValueError, "state.pending is malformed");
            goto fail;
        }
        OBS_LONG_OF(PyTuple_GET_ITEM(pending, 1), v);
        OBS_PUT(at[O_TO_MOVE] + modulo(v - seat, players), 1);
        PyObject *kind = PyTuple_GET_ITEM(pending, 0);
        PyObject *where = obs_lookup(self->pending, kind);
        if (where == NULL) {
            if (!PyErr_Occurred()) {
                PyErr_SetObject(PyExc_KeyError, kind);
            }
            goto fail;
        }
        long onehot, count;
        if (!PyTuple_Check(where) || PyTuple_GET_SIZE(where) != 2) {
            PyErr_SetString(PyExc_ValueError, "plan pending: not (offset, count)");
            goto fail;
        }
        OBS_LONG_OF(PyTuple_GET_ITEM(where, 0), onehot);
        OBS_LONG_OF(PyTuple_GET_ITEM(where, 1), count);
        OBS_PUT(onehot, 1);
        if (count) {
            if (count < 0 || count >= PyTuple_GET_SIZE(pending)) {
                PyErr_SetString(PyExc_IndexError, "state.pending has no count");
                goto fail;
            }
            item = PyTuple_GET_ITEM(pending, count);
            v = 0;
            if (item != Py_None) {
                OBS_LONG_OF(item, v);
            }
            OBS_PUT(at[O_P_COUNT], v);
        }
    }

    /* --- the viewer's role and hand */
    SEATS_ATTR(state, s_roles, roles);
    item = item_at(roles, seat);
    if (item == NULL) goto fail;
    PyObject *mine = obs_lookup(self->role_no, item);  /* another role: none shown (the
                                                          row's own role below refuses it) */
    if (mine != NULL) {
        OBS_LONG_OF(mine, v);
        OBS_PUT(at[O_ROLE] + v, 1);
    } else if (PyErr_Occurred()) {
        goto fail;
    }
    SEATS_ATTR(state, s_hands, hands);
    hand = list_item(hands, seat, "a hand");
    if (hand == NULL) goto fail;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(hand); k++) {
        long c = card_of(self, PyList_GET_ITEM(hand, k));
        if (c < 0) goto fail;
        OBS_ADD(at[O_HAND] + self->card[C_TYPE][c], 1);
    }

    /* --- the maze: path cards and spots, then the goals */
    ATTR(state, s_board, board);
    occupied = PyObject_CallMethodNoArgs(board, s_occupied);
    if (occupied == NULL) goto fail;
    Maze *m = maze_of(self, board, occupied);
    if (m == NULL) goto fail;
    long goal_value[GOALS];  /* read now: the kept mazes may change on later calls */
    memcpy(goal_value, m->goal_value, sizeof goal_value);
    const long width = at[O_WIDTH], row = at[O_ROW], half = at[O_HALF];
    for (int k = 0; k < m->ncells; k++) {
        long c = m->cell[k], value = m->value[k], card = value >> 1;
        long x = floor_div(c + half, row);
        Py_ssize_t base = at[O_CELLS] + k * width;
        if (card >= self->ncards) {
            PyErr_Format(PyExc_IndexError, "card %ld out of range", card);
            goto fail;
        }
        OBS_PUT(base, 1);
        OBS_PUT(base + 1, x);
        OBS_PUT(base + 2, c - x * row);
        OBS_PUT(base + self->card[C_COLUMN][card], 1);
        OBS_PUT(base + width - 1, value & 1);
    }
    for (int k = 0; k < m->nspots; k++) {
        long c = m->spot[k];
        long x = floor_div(c + half, row);
        Py_ssize_t base = at[O_SPOTS] + 3 * k;
        OBS_PUT(base, 1);
        OBS_PUT(base + 1, x);
        OBS_PUT(base + 2, c - x * row);
    }
    ATTR(board, s_up, up_obj);
    long up;
    OBS_LONG_OF(up_obj, up);
    SEATS_ATTR(state, s_known_goals, known_goals);
    seen = list_item(known_goals, seat, "a seat's goals seen");
    if (seen == NULL) goto fail;
    if (up || PyList_GET_SIZE(seen)) {  /* as views.view: face up, or seen with a map */
        ATTR(board, s_goals, goals);
        if (!PyTuple_Check(goals) || PyTuple_GET_SIZE(goals) != GOALS) {
            PyErr_SetString(PyExc_ValueError, "board._goals is not three cards");
            goto fail;
        }
        for (int g = 0; g < GOALS; g++) {
            int shown = 0;
            if (up >> g & 1) {
                shown = 1;
            } else {
                for (Py_ssize_t k = 0; k < PyList_GET_SIZE(seen); k++) {
                    OBS_LONG_OF(PyList_GET_ITEM(seen, k), v);
                    shown |= v == g;
                }
            }
            if (!shown) {
                continue;
            }
            long c = card_of(self, PyTuple_GET_ITEM(goals, g));
            if (c < 0) goto fail;
            long which = self->card[C_GOAL][c];
            if (which < 0) {
                PyErr_Format(PyExc_KeyError, "card %ld is no goal card", c);
                goto fail;
            }
            OBS_PUT(self->goal_card[g] + which, 1);
            if (up >> g & 1) {
                if (goal_value[g] < 0) {
                    PyErr_SetString(PyExc_ValueError, "a goal face up is not on the board");
                    goto fail;
                }
                OBS_PUT(self->goal_up[g], 1);
                OBS_PUT(self->goal_turned[g], goal_value[g] & 1);
            }
        }
    }

    /* --- every seat's row: hand size, gold, cards discarded, cards in front */
    SEATS_ATTR(state, s_front, front);
    SEATS_ATTR(state, s_gold, gold);
    SEATS_ATTR(state, s_buried, buried);
    for (int s = 0; s < players; s++) {
        OBS_PUT(ROW(s, R_PRESENT), 1);
        held = list_item(hands, s, "a hand");
        if (held == NULL) goto fail;
        OBS_PUT(ROW(s, R_CARDS), PyList_GET_SIZE(held));
        Py_CLEAR(held);
        if ((item = item_at(gold, s)) == NULL) goto fail;
        OBS_LONG_OF(item, v);
        if (v) {
            OBS_PUT(ROW(s, R_GOLD), v);
        }
        held = list_item(buried, s, "a seat's cards discarded");
        if (held == NULL) goto fail;
        if (PyList_GET_SIZE(held)) {
            OBS_PUT(ROW(s, R_DISCARDED), PyList_GET_SIZE(held));
        }
        Py_CLEAR(held);
        lay = list_item(front, s, "a seat's front");
        if (lay == NULL) goto fail;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(lay); k++) {
            long c = card_of(self, PyList_GET_ITEM(lay, k));
            if (c < 0) goto fail;
            if (self->card[C_FRONT][c] >= 0) {
                OBS_ADD(ROW(s, R_FRONT) + self->card[C_FRONT][c], 1);
            }
        }
        Py_CLEAR(lay);
    }

    /* --- roles: its own, all once revealed, what its inspections and swaps told it */
    if ((item = item_at(roles, seat)) == NULL || obs_index(self->role_no, item, &v) < 0) {
        goto fail;
    }
    OBS_PUT(ROW(seat, R_ROLE) + v, 1);
    ATTR(state, s_revealed, item);
    int revealed = obs_truth(item);
    Py_DECREF(item);
    if (revealed < 0) goto fail;
    if (revealed) {  /* roles are public once the round is scored */
        for (int s = 0; s < players; s++) {
            if ((item = item_at(roles, s)) == NULL || obs_index(self->role_no, item, &v) < 0) {
                goto fail;
            }
            OBS_PUT(ROW(s, R_ROLE) + v, 1);
        }
    }
    SEATS_ATTR(state, s_known_roles, known_roles);
    known = list_item(known_roles, seat, "a seat's known roles");
    if (known == NULL) goto fail;
    for (Py_ssize_t o = 0; o < PyList_GET_SIZE(known); o++) {
        PyObject *r = PyList_GET_ITEM(known, o);
        if (r == Py_None) {
            continue;
        }
        if (o >= players) {
            PyErr_SetString(PyExc_IndexError, "a known role of no seat");
            goto fail;
        }
        if (obs_index(self->role_no, r, &v) < 0) goto fail;
        OBS_PUT(ROW(o, R_KNOWN_ROLE) + v, 1);
    }
    SEATS_ATTR(state, s_known_out, known_out);
    outs = list_item(known_out, seat, "a seat's known role cards put away");
    if (outs == NULL) goto fail;
    if (PyList_GET_SIZE(outs)) {
        LIST_ATTR(state, s_role_out, role_out);
        LIST_ATTR(state, s_role_out_by, role_out_by);
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(outs); k++) {
            long i;
            OBS_LONG_OF(PyList_GET_ITEM(outs, k), i);
            if (i < 0) {  /* Python's negative index */
                i += PyList_GET_SIZE(role_out_by);
            }
            if (i < 0 || i >= PyList_GET_SIZE(role_out_by)
                || i >= PyList_GET_SIZE(role_out)) {
                PyErr_SetString(PyExc_IndexError, "a role card put away out of range");
                goto fail;
            }
            int o = obs_seat(PyList_GET_ITEM(role_out_by, i), players);
            if (o < 0) goto fail;
            if (obs_index(self->role_no, PyList_GET_ITEM(role_out, i), &v) < 0) goto fail;
            OBS_ADD(ROW(o, R_PUT_AWAY) + v, 1);
        }
    }
    SEATS_ATTR(state, s_known_cards, known_cards);
    told = list_item(known_cards, seat, "a seat's known cards");
    if (told == NULL) goto fail;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(told); k++) {
        PyObject *pair = PyList_GET_ITEM(told, k);
        if (!(PyList_Check(pair) || PyTuple_Check(pair)) || PySequence_Fast_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_ValueError, "a known card is not (seat, type)");
            goto fail;
        }
        int o = obs_seat(PySequence_Fast_GET_ITEM(pair, 0), players);
        if (o < 0) goto fail;
        if (obs_index(self->type_no, PySequence_Fast_GET_ITEM(pair, 1), &v) < 0) goto fail;
        OBS_ADD(ROW(o, R_KNOWN_CARDS) + v, 1);
    }

    /* --- the end, the piles */
    ATTR(state, s_over, item);
    int over = obs_truth(item);
    Py_DECREF(item);
    if (over < 0) goto fail;
    if (over) {
        winners = PyObject_CallMethodNoArgs(state, s_winners);
        if (winners == NULL) goto fail;
        PyObject *fast = PySequence_Fast(winners, "winners() is not a sequence");
        if (fast == NULL) goto fail;
        Py_SETREF(winners, fast);
        for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(winners); k++) {
            int s = obs_seat(PySequence_Fast_GET_ITEM(winners, k), players);
            if (s < 0) goto fail;
            OBS_PUT(ROW(s, R_WINNER), 1);
        }
    }
    LIST_ATTR(state, s_discard, discard);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(discard); k++) {
        long c = card_of(self, PyList_GET_ITEM(discard, k));
        if (c < 0) goto fail;
        OBS_ADD(at[O_DISCARD] + self->card[C_TYPE][c], 1);
    }
    static PyObject **const PILES[3] = {&s_pile, &s_aside, &s_role_pile};
    const int PILE_AT[3] = {O_PILE, O_ASIDE, O_ROLE_PILE};
    for (int i = 0; i < 3; i++) {
        ATTR(state, *PILES[i], pile);
        v = PyObject_Length(pile);
        Py_CLEAR(pile);
        if (v < 0) goto fail;
        OBS_PUT(at[PILE_AT[i]], v);
    }
    OBS_PUT(at[O_OVER], over);
#undef ROW
    if (clip) {
        const float *low = self->low, *high = self->high;
        if (ntouched > MAX_TOUCHED) {  /* (a state of many cards) the whole vector */
            obs_clip(out, low, high, size);
        } else {
            for (int k = 0; k < ntouched; k++) {
                Py_ssize_t i = touched[k];
                out[i] = out[i] < low[i] ? low[i] : out[i] > high[i] ? high[i] : out[i];
            }
        }
    }
    result = Py_None;
    Py_INCREF(result);
fail:
    Py_XDECREF(pending);
    Py_XDECREF(roles);
    Py_XDECREF(hands);
    Py_XDECREF(board);
    Py_XDECREF(occupied);
    Py_XDECREF(up_obj);
    Py_XDECREF(goals);
    Py_XDECREF(known_goals);
    Py_XDECREF(front);
    Py_XDECREF(gold);
    Py_XDECREF(buried);
    Py_XDECREF(known_roles);
    Py_XDECREF(known_out);
    Py_XDECREF(role_out);
    Py_XDECREF(role_out_by);
    Py_XDECREF(known_cards);
    Py_XDECREF(winners);
    Py_XDECREF(discard);
    Py_XDECREF(pile);
    Py_XDECREF(hand);
    Py_XDECREF(seen);
    Py_XDECREF(lay);
    Py_XDECREF(known);
    Py_XDECREF(outs);
    Py_XDECREF(told);
    Py_XDECREF(held);
    PyBuffer_Release(&view);
    return result;
}

static PyObject *
Writer_call(Writer *self, PyObject *args, PyObject *kwds)
{
    return write_state(self, args, kwds, 0);
}

static PyObject *
Writer_observe(Writer *self, PyObject *args)
{
    return write_state(self, args, NULL, 1);
}

static PyObject *
Writer_forget(Writer *self, PyObject *Py_UNUSED(ignored))
{
    forget_mazes(self);
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------------ action ids */

/* the index of `x` in a sorted array, or -1 */
static int
sorted_index(const long *items, int n, long x)
{
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (items[mid] < x) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo < n && items[lo] == x ? lo : -1;
}

/* Writer.ids(codec, state, legal): `SaboteurActions.ids` (encoder.py) when every action
   is known to the codec already (by identity, in its `_fixed` or `_placed`), else None:
   the codec's own loop then meets the new ones (or raises for a card on no spot) */
static PyObject *
Writer_ids(Writer *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (check_ready(self) < 0) {
        return NULL;
    }
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "ids(codec, state, legal)");
        return NULL;
    }
    PyObject *codec = args[0], *state = args[1];
    PyObject *legal = NULL, *fixed = NULL, *placed = NULL, *board = NULL, *occupied = NULL,
             *out = NULL, *key = NULL, *part = NULL;
    PyObject *result = NULL;
    Maze *maze = NULL;
    /* a snapshot: the board's occupied() below is Python code, which may change a list */
    legal = PySequence_Tuple(args[2]);
    if (legal == NULL) goto fail;
    fixed = PyObject_GetAttr(codec, s_fixed);
    if (fixed == NULL) goto fail;
    placed = PyObject_GetAttr(codec, s_placed);
    if (placed == NULL) goto fail;
    if (!PyDict_Check(fixed) || !PyDict_Check(placed)) {
        PyErr_SetString(PyExc_TypeError, "codec._fixed or codec._placed is not a dict");
        goto fail;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(legal);
    out = PyList_New(n);
    if (out == NULL) goto fail;
    for (Py_ssize_t i = 0; i < n; i++) {
        key = PyLong_FromVoidPtr(PyTuple_GET_ITEM(legal, i));  /* id(action) */
        if (key == NULL) goto fail;
        PyObject *found = PyDict_GetItemWithError(fixed, key);
        if (found != NULL) {
            Py_INCREF(found);
            PyList_SET_ITEM(out, i, found);
            Py_CLEAR(key);
            continue;
        }
        if (PyErr_Occurred()) goto fail;
        part = PyDict_GetItemWithError(placed, key);
        Py_CLEAR(key);
        if (part == NULL) {
            if (PyErr_Occurred()) goto fail;
            result = Py_None;  /* met for the first time */
            Py_INCREF(result);
            goto fail;
        }
        Py_INCREF(part);  /* held across the board's `occupied()` below */
        if (!PyTuple_Check(part) || PyTuple_GET_SIZE(part) != 3) {
            PyErr_SetString(PyExc_ValueError, "codec._placed: not (base, cell, step)");
            goto fail;
        }
        long base, cell, step;
        OBS_LONG_OF(PyTuple_GET_ITEM(part, 0), base);
        OBS_LONG_OF(PyTuple_GET_ITEM(part, 1), cell);
        OBS_LONG_OF(PyTuple_GET_ITEM(part, 2), step);
        Py_CLEAR(part);
        if (maze == NULL) {  /* at the first placement only, as the codec's loop */
            /* the codec's `_maze(state)` numbering: the same sorted path cells and spots
               as this writer keeps per maze position */
            board = PyObject_GetAttr(state, s_board);
            if (board == NULL) goto fail;
            occupied = PyObject_CallMethodNoArgs(board, s_occupied);
            if (occupied == NULL) goto fail;
            maze = maze_of(self, board, occupied);
            if (maze == NULL) goto fail;
        }
        int at = step == 2 ? sorted_index(maze->spot, maze->nspots, cell)
                           : sorted_index(maze->cell, maze->ncells, cell);
        if (at < 0) {  /* on no spot: the codec's loop says so */
            result = Py_None;
            Py_INCREF(result);
            goto fail;
        }
        found = PyLong_FromLong(base + (long)at * step);
        if (found == NULL) goto fail;
        PyList_SET_ITEM(out, i, found);
    }
    result = out;
    out = NULL;
fail:
    Py_XDECREF(legal);
    Py_XDECREF(fixed);
    Py_XDECREF(placed);
    Py_XDECREF(board);
    Py_XDECREF(occupied);
    Py_XDECREF(out);
    Py_XDECREF(key);
    Py_XDECREF(part);
    return result;
}

static PyMethodDef Writer_methods[] = {
    {"observe", (PyCFunction)Writer_observe, METH_VARARGS,
     "observe(state, seat, out): as calling it, each number then clipped to its bounds."},
    {"forget", (PyCFunction)Writer_forget, METH_NOARGS,
     "Drop the kept maze positions."},
    {"ids", (PyCFunction)(void (*)(void))Writer_ids, METH_FASTCALL,
     "ids(codec, state, legal): SaboteurActions.ids for actions it met before, else None."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ludoteca.games.saboteur._obs.Writer",
    .tp_doc = "Writer(plan)(state, seat, out): SaboteurEncoder.write_state in C.",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Writer_init,
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_call = (ternaryfunc)Writer_call,
    .tp_methods = Writer_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_obs", "Saboteur's observation writer in C (encoder.py).", -1,
};

PyMODINIT_FUNC
PyInit__obs(void)
{
    PyObject **const vars[] = {
        &s_round, &s_active, &s_pending, &s_roles, &s_hands, &s_board, &s_occupied,
        &s_cells, &s_up, &s_goals, &s_known_goals, &s_front, &s_gold, &s_buried,
        &s_revealed, &s_known_roles, &s_known_out, &s_role_out, &s_role_out_by,
        &s_known_cards, &s_over, &s_winners, &s_discard, &s_pile, &s_aside, &s_role_pile,
        &s_fixed, &s_placed};
    static const char *const names[] = {
        "round", "active", "pending", "roles", "hands", "board", "occupied", "_cells",
        "_up", "_goals", "known_goals", "front", "gold", "buried", "revealed",
        "known_roles", "known_out", "role_out", "role_out_by", "known_cards", "over",
        "winners", "discard", "pile", "aside", "role_pile", "_fixed", "_placed"};
    Py_BUILD_ASSERT(sizeof vars / sizeof vars[0] == sizeof names / sizeof names[0]);
    if (obs_intern(vars, names, (int)(sizeof names / sizeof names[0])) < 0) {
        return NULL;
    }
    return obs_module(&module, &WriterType);
}
