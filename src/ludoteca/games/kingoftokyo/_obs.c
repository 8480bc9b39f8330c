/* King of Tokyo's observation writer in C: `KotEncoder.write_state` (encoder.py), number
 * for number, read from the engine state through the C API.
 *
 * The Python writer is the reference (tests/rl/test_fast_observation.py holds this one
 * equal to it and to the JSON view). What changes a few times a game and asks the
 * engine's rules (the discard pile and tile stacks, what the seats hold with their
 * maximum hearts, hibernation and smoke, the market's prices) stays with encoder.py's
 * caches: one call of `parts(state, seat)` brings it. Everything read at every step
 * (the seats' numbers, Tokyo, the dice, the decision, the top card's rule) is done here,
 * where Python spent an attribute read, a list entry and a numpy conversion per number.
 *
 * A state whose content is not the encoder's (a copy unpickled) goes to `fallback`,
 * encoder.py's own writer, which rebuilds its tables for it.
 */
#include "../../rl/_observation.h"

#define MAX_SEATS 6
#define DICE 10
#define LEVELS 3

typedef struct {
    PyObject_HEAD
    Py_ssize_t size;
    int players;
    long span_start, span_end;
    long o_top, o_phase_over, o_phase_decide, o_p_cards;
    long dice_base[DICE];
    long resolved_at[16][4];   /* per `resolved & 15`: its group flags, -1 past the last */
    long active_at[MAX_SEATS][MAX_SEATS], first_at[MAX_SEATS][MAX_SEATS];
    long p_seat_at[MAX_SEATS][MAX_SEATS], winner_at[MAX_SEATS][MAX_SEATS];
    long city_at[MAX_SEATS][MAX_SEATS][2], bay_at[MAX_SEATS][MAX_SEATS][2];
    long *value_at;            /* per viewer, `nvalues` offsets */
    Py_ssize_t nvalues;
    long *inst_card;           /* card instance -> card index */
    Py_ssize_t ninst;
    PyObject *level_at;        /* tile level -> its pending_level flag */
    PyObject *top_kinds;       /* decision kinds at which a power may show the top card */
    PyObject *ctx;             /* decision class -> (kind, phase, amount, level, cards) */
    PyObject *context;         /* encoder._context, for a class not seen yet */
    PyObject *parts;           /* encoder._parts(state, seat) */
    PyObject *fallback;        /* encoder's Python write_state */
    PyObject *content;         /* the content the tables were made for */
    float *low, *high;         /* each number's bounds: the call clips the whole vector */
    int ready;                 /* initialised (once: a call keeps pointers into the tables) */
} Writer;

static PyObject *s_content, *s_active, *s_first, *s_pending, *s_over, *s_won,
    *s_city, *s_bay, *s_dice, *s_resolved, *s_deck, *s_sees_top, *s_price, *s_hp, *s_vp,
    *s_energy, *s_wick, *s_alive, *s_poison, *s_shrink, *s_zombie, *s_turn, *s_extra,
    *s_bay_open, *s_rolls_left, *s_roll_no, *s_smash_total;

/* ------------------------------------------------------------------ reading the plan */

/* a flat tuple of ints into out[0..n) (exactly n, or at most n with -1 after them) */
static int
longs_of(PyObject *v, const char *what, long *out, Py_ssize_t n, int exact)
{
    if (!PyTuple_Check(v)) {
        PyErr_Format(PyExc_TypeError, "plan %s: not a tuple", what);
        return -1;
    }
    Py_ssize_t len = PyTuple_GET_SIZE(v);
    if (exact ? len != n : len > n) {
        PyErr_Format(PyExc_ValueError, "plan %s: %zd numbers, expected %zd", what, len, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        out[i] = PyLong_AsLong(PyTuple_GET_ITEM(v, i));
        if (out[i] == -1 && PyErr_Occurred()) {
            return -1;
        }
    }
    return 0;
}

/* plan[key][me]: a tuple per viewer of `per` numbers (or of pairs, with pairs=1) */
static int
per_viewer(PyObject *plan, const char *key, int players, long *out, int pairs)
{
    PyObject *v = obs_plan_item(plan, key);
    if (v == NULL) {
        return -1;
    }
    if (!PyTuple_Check(v) || PyTuple_GET_SIZE(v) != players) {
        PyErr_Format(PyExc_ValueError, "plan %s: not one tuple per viewer", key);
        return -1;
    }
    for (int me = 0; me < players; me++) {
        PyObject *row = PyTuple_GET_ITEM(v, me);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != players) {
            PyErr_Format(PyExc_ValueError, "plan %s: not one entry per seat", key);
            return -1;
        }
        for (int s = 0; s < players; s++) {
            PyObject *item = PyTuple_GET_ITEM(row, s);
            long *at = out + (me * MAX_SEATS + s) * (pairs ? 2 : 1);
            if (pairs) {
                if (longs_of(item, key, at, 2, 1) < 0) {
                    return -1;
                }
            } else {
                *at = PyLong_AsLong(item);
                if (*at == -1 && PyErr_Occurred()) {
                    return -1;
                }
            }
        }
    }
    return 0;
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
    if (players < 2 || players > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "players out of range");
        return -1;
    }
    self->size = size;
    self->players = (int)players;
    PyObject *v;
    if (obs_plan_long(plan, "span_start", &self->span_start) < 0
        || obs_plan_long(plan, "span_end", &self->span_end) < 0
        || obs_plan_long(plan, "top", &self->o_top) < 0
        || obs_plan_long(plan, "phase_over", &self->o_phase_over) < 0
        || obs_plan_long(plan, "phase_decide", &self->o_phase_decide) < 0
        || obs_plan_long(plan, "pending_cards", &self->o_p_cards) < 0
        || (v = obs_plan_item(plan, "dice_base")) == NULL
        || longs_of(v, "dice_base", self->dice_base, DICE, 1) < 0) {
        return -1;
    }
    if (self->span_start < 0 || self->span_end < self->span_start || self->span_end > size) {
        PyErr_SetString(PyExc_ValueError, "plan span out of range");
        return -1;
    }
    if ((v = obs_plan_item(plan, "resolved_at")) == NULL) {
        return -1;
    }
    if (!PyTuple_Check(v) || PyTuple_GET_SIZE(v) != 16) {
        PyErr_SetString(PyExc_ValueError, "plan resolved_at: not 16 tuples");
        return -1;
    }
    for (int bits = 0; bits < 16; bits++) {
        if (longs_of(PyTuple_GET_ITEM(v, bits), "resolved_at", self->resolved_at[bits], 4, 0)
            < 0) {
            return -1;
        }
    }
    if (per_viewer(plan, "active_at", self->players, &self->active_at[0][0], 0) < 0
        || per_viewer(plan, "first_at", self->players, &self->first_at[0][0], 0) < 0
        || per_viewer(plan, "pending_seat_at", self->players, &self->p_seat_at[0][0], 0) < 0
        || per_viewer(plan, "winner_at", self->players, &self->winner_at[0][0], 0) < 0
        || per_viewer(plan, "city_at", self->players, &self->city_at[0][0][0], 1) < 0
        || per_viewer(plan, "bay_at", self->players, &self->bay_at[0][0][0], 1) < 0) {
        return -1;
    }
    /* value_at: a tuple per viewer, all of one length */
    if ((v = obs_plan_item(plan, "value_at")) == NULL) {
        return -1;
    }
    if (!PyTuple_Check(v) || PyTuple_GET_SIZE(v) != players
        || !PyTuple_Check(PyTuple_GET_ITEM(v, 0))) {
        PyErr_SetString(PyExc_ValueError, "plan value_at: not one tuple per viewer");
        return -1;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(PyTuple_GET_ITEM(v, 0));
    PyMem_Free(self->value_at);
    self->value_at = PyMem_Calloc(players * n + 1, sizeof(long));
    if (self->value_at == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    self->nvalues = n;
    for (int me = 0; me < players; me++) {
        if (longs_of(PyTuple_GET_ITEM(v, me), "value_at", self->value_at + me * n, n, 1) < 0) {
            return -1;
        }
    }
    if ((v = obs_plan_item(plan, "inst_card")) == NULL) {
        return -1;
    }
    if (!PyTuple_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "plan inst_card: not a tuple");
        return -1;
    }
    self->ninst = PyTuple_GET_SIZE(v);
    PyMem_Free(self->inst_card);
    self->inst_card = PyMem_Calloc(self->ninst + 1, sizeof(long));
    if (self->inst_card == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    if (longs_of(v, "inst_card", self->inst_card, self->ninst, 1) < 0) {
        return -1;
    }
    if (obs_plan_bounds(plan, size, &self->low, &self->high) < 0) {
        return -1;
    }
    static const char *OBJECTS[] = {"level_at", "top_kinds", "ctx", "context", "parts",
                                    "fallback", "content"};
    PyObject **slots[] = {&self->level_at, &self->top_kinds, &self->ctx, &self->context,
                          &self->parts, &self->fallback, &self->content};
    for (int i = 0; i < 7; i++) {
        if ((v = obs_plan_item(plan, OBJECTS[i])) == NULL) {
            return -1;
        }
        Py_INCREF(v);
        Py_XSETREF(*slots[i], v);
    }
    if (!PyDict_Check(self->level_at) || !PyAnySet_Check(self->top_kinds)
        || !PyDict_Check(self->ctx)) {
        PyErr_SetString(PyExc_TypeError, "plan level_at, top_kinds or ctx of a wrong type");
        return -1;
    }
    self->ready = 1;
    return 0;
}

/* the plan holds the encoder's bound methods, and the encoder this writer: a cycle the
   collector must see */
static int
Writer_traverse(Writer *self, visitproc visit, void *arg)
{
    Py_VISIT(self->level_at);
    Py_VISIT(self->top_kinds);
    Py_VISIT(self->ctx);
    Py_VISIT(self->context);
    Py_VISIT(self->parts);
    Py_VISIT(self->fallback);
    Py_VISIT(self->content);
    return 0;
}

static int
Writer_clear(Writer *self)
{
    Py_CLEAR(self->level_at);
    Py_CLEAR(self->top_kinds);
    Py_CLEAR(self->ctx);
    Py_CLEAR(self->context);
    Py_CLEAR(self->parts);
    Py_CLEAR(self->fallback);
    Py_CLEAR(self->content);
    return 0;
}

static void
Writer_dealloc(Writer *self)
{
    PyObject_GC_UnTrack(self);
    Writer_clear(self);
    PyMem_Free(self->value_at);
    PyMem_Free(self->inst_card);
    PyMem_Free(self->low);
    PyMem_Free(self->high);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ------------------------------------------------------------------ the writer */


/* a seat index from Python, checked */
#define SEAT_OF(obj, into)                                                        \
    do {                                                                          \
        OBS_LONG_OF(obj, into);                                                       \
        if ((into) < 0 || (into) >= players) {                                    \
            PyErr_Format(PyExc_ValueError, "seat %ld out of range", (long)(into)); \
            goto fail;                                                            \
        }                                                                         \
    } while (0)

/* a card instance's card index, checked */
#define CARD_OF(obj, into)                                                          \
    do {                                                                            \
        long inst_;                                                                 \
        OBS_LONG_OF(obj, inst_);                                                        \
        if (inst_ < 0 || inst_ >= self->ninst) {                                    \
            PyErr_Format(PyExc_ValueError, "card instance %ld out of range", inst_); \
            goto fail;                                                              \
        }                                                                           \
        (into) = self->inst_card[inst_];                                            \
    } while (0)

/* a list attribute (new reference) */
static PyObject *
list_attr(PyObject *state, PyObject *name)
{
    PyObject *v = PyObject_GetAttr(state, name);
    if (v != NULL && !PyList_Check(v)) {
        PyErr_Format(PyExc_TypeError, "state.%U is not a list", name);
        Py_CLEAR(v);
    }
    return v;
}

/* an int attribute (bools read as 0 and 1), or a method's int answer with `call` */
static int
long_attr(PyObject *state, PyObject *name, int call, long *out)
{
    PyObject *v = call ? PyObject_CallMethodNoArgs(state, name) : PyObject_GetAttr(state, name);
    if (v == NULL) {
        return -1;
    }
    int failed = obs_long(v, out);
    Py_DECREF(v);
    return failed;
}

/* the flags of a list of offsets (the lists `parts` returns) */
static int
flags_of(PyObject *list, float *out, Py_ssize_t size)
{
    if (!PyList_Check(list)) {
        PyErr_SetString(PyExc_TypeError, "parts: a list of offsets expected");
        return -1;
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(list); k++) {
        long i;
        if (obs_long(PyList_GET_ITEM(list, k), &i) < 0) {
            return -1;
        }
        if (i < 0 || i >= size) {
            PyErr_Format(PyExc_IndexError, "observation index %ld outside 0..%zd", i,
                         size - 1);
            return -1;
        }
        out[i] = 1.0f;
    }
    return 0;
}

static PyObject *
Writer_call(Writer *self, PyObject *args, PyObject *kwds)
{
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "the Writer was not initialised");
        return NULL;
    }
    PyObject *state, *buffer;
    int seat;
    Py_buffer view, span_view;
    const int players = self->players;
    if (obs_arguments(args, kwds, self->size, players, &state, &seat, &buffer, &view) < 0) {
        return NULL;
    }
    span_view.obj = NULL;
    PyObject *content = NULL, *parts = NULL, *pending = NULL, *dice = NULL, *deck = NULL,
             *won = NULL, *values[8] = {NULL}, *result = NULL;
    float *out = (float *)view.buf;
    const Py_ssize_t size = self->size;
    const int me = seat;
    content = PyObject_GetAttr(state, s_content);
    if (content == NULL) goto fail;
    if (content != self->content) {  /* another content object: the Python writer */
        result = PyObject_CallFunction(self->fallback, "OiO", state, seat, buffer);
        if (result != NULL) {
            obs_clip(out, self->low, self->high, size);
        }
        goto fail;
    }

    /* --- encoder.py's cached parts: (span, ones, numbers, twice, market, prices) */
    parts = PyObject_CallFunction(self->parts, "Oi", state, seat);
    if (parts == NULL) goto fail;
    if (!PyTuple_Check(parts) || PyTuple_GET_SIZE(parts) != 6) {
        PyErr_SetString(PyExc_TypeError, "parts: not a 6-tuple");
        goto fail;
    }
    if (PyObject_GetBuffer(PyTuple_GET_ITEM(parts, 0), &span_view,
                           PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) < 0) {
        span_view.obj = NULL;
        goto fail;
    }
    if (span_view.itemsize != 4 || span_view.format == NULL
        || strcmp(span_view.format, "f") != 0
        || span_view.len / 4 != self->span_end - self->span_start) {
        PyErr_SetString(PyExc_ValueError, "parts: the span is not float32 of its size");
        goto fail;
    }
    memcpy(out + self->span_start, span_view.buf, span_view.len);
    PyObject *twice = PyTuple_GET_ITEM(parts, 3);
    if (!PyList_Check(twice)) {
        PyErr_SetString(PyExc_TypeError, "parts: twice is not a list");
        goto fail;
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(twice); k++) {
        PyObject *pair = PyList_GET_ITEM(twice, k);
        long at, count;
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "parts: twice holds pairs");
            goto fail;
        }
        OBS_LONG_OF(PyTuple_GET_ITEM(pair, 0), at);
        OBS_LONG_OF(PyTuple_GET_ITEM(pair, 1), count);
        OBS_PUT(at, count);
    }

    /* --- the numbers, in value_at's order */
    const long *value_at = self->value_at + (Py_ssize_t)me * self->nvalues;
    Py_ssize_t v = 0;
#define VALUE(x)                                                                  \
    do {                                                                          \
        if (v >= self->nvalues) {                                                 \
            PyErr_SetString(PyExc_ValueError, "more numbers than value_at holds"); \
            goto fail;                                                            \
        }                                                                         \
        OBS_PUT(value_at[v], (x));                                                    \
        v++;                                                                      \
    } while (0)
    PyObject *const per_seat[8] = {s_hp, s_vp, s_energy, s_wick, s_alive, s_poison, s_shrink,
                                   s_zombie};
    for (int f = 0; f < 8; f++) {
        values[f] = list_attr(state, per_seat[f]);
        if (values[f] == NULL) goto fail;
        if (PyList_GET_SIZE(values[f]) != players) {
            PyErr_Format(PyExc_ValueError, "state.%U: not one number per seat", per_seat[f]);
            goto fail;
        }
        for (int s = 0; s < players; s++) {
            long x;
            OBS_LONG_OF(PyList_GET_ITEM(values[f], s), x);
            VALUE(x);
        }
    }
    for (int k = 2; k <= 5; k += 3) {  /* numbers (max_hp, hibernating, smoke), prices */
        PyObject *list = PyTuple_GET_ITEM(parts, k);
        if (!PyList_Check(list) || PyList_GET_SIZE(list) != (k == 2 ? 3 * players : 3)) {
            PyErr_SetString(PyExc_ValueError, "parts: numbers (3 per seat) and prices (3) "
                            "are lists");
            goto fail;
        }
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list); i++) {
            long x;
            OBS_LONG_OF(PyList_GET_ITEM(list, i), x);
            VALUE(x);
        }
    }
    long turn, extra, rolls_left, roll_no, over, bay_open, resolved, city, bay, x;
    if (long_attr(state, s_turn, 0, &turn) < 0 || long_attr(state, s_extra, 0, &extra) < 0
        || long_attr(state, s_rolls_left, 0, &rolls_left) < 0
        || long_attr(state, s_roll_no, 0, &roll_no) < 0
        || long_attr(state, s_over, 0, &over) < 0
        || long_attr(state, s_bay_open, 1, &bay_open) < 0
        || long_attr(state, s_resolved, 0, &resolved) < 0
        || long_attr(state, s_city, 0, &city) < 0 || long_attr(state, s_bay, 0, &bay) < 0)
        goto fail;
    pending = PyObject_GetAttr(state, s_pending);
    if (pending == NULL) goto fail;
    dice = list_attr(state, s_dice);
    if (dice == NULL) goto fail;
    deck = list_attr(state, s_deck);
    if (deck == NULL) goto fail;
    long amount = 0;
    long ctx[5] = {0};  /* kind flag, phase flag, where amount, level and cards sit */
    if (pending != Py_None) {
        if (!PyTuple_Check(pending) || PyTuple_GET_SIZE(pending) < 2) {
            PyErr_SetString(PyExc_ValueError, "state.pending is malformed");
            goto fail;
        }
        PyObject *cls = (PyObject *)Py_TYPE(pending);
        PyObject *found = PyDict_GetItemWithError(self->ctx, cls);  /* borrowed */
        PyObject *made = NULL;
        if (found == NULL) {
            if (PyErr_Occurred()) goto fail;
            found = made = PyObject_CallOneArg(self->context, cls);
            if (made == NULL) goto fail;
        }
        int bad = !PyTuple_Check(found) || PyTuple_GET_SIZE(found) != 5;
        for (int i = 0; !bad && i < 5; i++) {
            bad = obs_long(PyTuple_GET_ITEM(found, i), &ctx[i]) < 0;
            if (!bad && ctx[i] < 0) {  /* where in the decision: never before its kind */
                PyErr_SetString(PyExc_ValueError, "a decision's context is negative");
                bad = 1;
            }
        }
        Py_XDECREF(made);
        if (bad) {
            if (!PyErr_Occurred()) {
                PyErr_SetString(PyExc_TypeError, "a decision's context is not 5 ints");
            }
            goto fail;
        }
        if (ctx[2]) {  /* its amount, when an int */
            if (ctx[2] >= PyTuple_GET_SIZE(pending)) {
                PyErr_SetString(PyExc_ValueError, "state.pending is too short");
                goto fail;
            }
            PyObject *a = PyTuple_GET_ITEM(pending, ctx[2]);
            if (PyLong_Check(a)) {
                OBS_LONG_OF(a, amount);
            }
        }
    }
    VALUE(turn);
    VALUE(extra);
    VALUE(amount);
    VALUE(bay_open);
    Py_ssize_t ndice = PyList_GET_SIZE(dice);
    VALUE(ndice);
    VALUE(rolls_left);
    VALUE(roll_no);
    if (ndice) {
        if (long_attr(state, s_smash_total, 1, &x) < 0) goto fail;
    } else {
        x = 0;
    }
    VALUE(x);
    VALUE(PyList_GET_SIZE(deck));
    /* the top card, by the view's rule: a seat, a deck, a kind where a power may show
       it, and the engine's sees_top */
    long top_price = 0, top_card = -1;
    if (PyList_GET_SIZE(deck) && pending != Py_None) {
        PyObject *kind = PyTuple_GET_ITEM(pending, 0);
        int kind_in = obs_key(kind) ? PySet_Contains(self->top_kinds, kind) : -1;
        if (kind_in < 0) goto fail;
        if (kind_in) {
            PyObject *who = PyLong_FromLong(me);
            if (who == NULL) goto fail;
            PyObject *sees = PyObject_CallMethodOneArg(state, s_sees_top, who);
            int truth = sees == NULL ? -1 : obs_truth(sees);
            Py_XDECREF(sees);
            if (truth > 0 && PyList_GET_SIZE(deck) == 0) {  /* (sees_top ran Python code) */
                PyErr_SetString(PyExc_IndexError, "the deck emptied while it was read");
                truth = -1;
            }
            if (truth > 0) {
                PyObject *top = PyList_GET_ITEM(deck, PyList_GET_SIZE(deck) - 1);
                long inst;
                if (obs_long(top, &inst) < 0) {
                    truth = -1;
                } else if (inst < 0 || inst >= self->ninst) {
                    PyErr_Format(PyExc_ValueError, "card instance %ld out of range", inst);
                    truth = -1;
                } else {
                    top_card = self->inst_card[inst];
                    Py_INCREF(top);  /* the engine's price may run any code */
                    PyObject *price = PyObject_CallMethodObjArgs(state, s_price, who, top,
                                                                 NULL);
                    Py_DECREF(top);
                    if (price == NULL) {
                        truth = -1;
                    } else {
                        if (obs_long(price, &top_price) < 0) {
                            truth = -1;
                        }
                        Py_DECREF(price);
                    }
                }
            }
            Py_DECREF(who);
            if (truth < 0) goto fail;
        }
    }
    VALUE(top_price);
    VALUE(over);
    while (v < self->nvalues) {  /* the flags always set: seat, player count, presence */
        VALUE(1);
    }
#undef VALUE

    /* --- the flags */
    if (flags_of(PyTuple_GET_ITEM(parts, 1), out, size) < 0
        || flags_of(PyTuple_GET_ITEM(parts, 4), out, size) < 0) goto fail;
    long active, first;
    if (long_attr(state, s_active, 0, &active) < 0 || long_attr(state, s_first, 0, &first) < 0)
        goto fail;
    if (active < 0 || active >= players || first < 0 || first >= players) {
        PyErr_SetString(PyExc_ValueError, "state.active or state.first out of range");
        goto fail;
    }
    OBS_PUT(self->active_at[me][active], 1);
    OBS_PUT(self->first_at[me][first], 1);
    if (pending == Py_None) {
        OBS_PUT(over ? self->o_phase_over : self->o_phase_decide, 1);
    } else {
        long who;
        SEAT_OF(PyTuple_GET_ITEM(pending, 1), who);
        OBS_PUT(ctx[0], 1);
        OBS_PUT(self->p_seat_at[me][who], 1);
        OBS_PUT(over ? self->o_phase_over : ctx[1], 1);
        Py_ssize_t plen = PyTuple_GET_SIZE(pending);
        if (ctx[3]) {
            if (ctx[3] >= plen) {
                PyErr_SetString(PyExc_ValueError, "state.pending is too short");
                goto fail;
            }
            PyObject *flag = obs_lookup(self->level_at,
                                                     PyTuple_GET_ITEM(pending, ctx[3]));
            if (flag == NULL && PyErr_Occurred()) goto fail;
            if (flag != NULL) {
                OBS_LONG_OF(flag, x);
                OBS_PUT(x, 1);
            }
        }
        if (ctx[4]) {
            if (ctx[4] >= plen) {
                PyErr_SetString(PyExc_ValueError, "state.pending is too short");
                goto fail;
            }
            PyObject *named = PyTuple_GET_ITEM(pending, ctx[4]);
            if (named != Py_None) {
                PyObject *fast = PySequence_Fast(named, "a decision's cards are a sequence");
                if (fast == NULL) goto fail;
                for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(fast); k++) {
                    long inst;
                    if (obs_long(PySequence_Fast_GET_ITEM(fast, k), &inst) < 0 || inst < 0
                        || inst >= self->ninst) {
                        Py_DECREF(fast);
                        if (!PyErr_Occurred()) {
                            PyErr_Format(PyExc_ValueError, "card instance %ld out of range",
                                         inst);
                        }
                        goto fail;
                    }
                    long at = self->o_p_cards + self->inst_card[inst];
                    if (at < 0 || at >= size) {
                        Py_DECREF(fast);
                        PyErr_SetString(PyExc_IndexError, "observation index out of range");
                        goto fail;
                    }
                    out[at] = 1.0f;
                }
                Py_DECREF(fast);
            }
        }
    }
    if (over) {
        won = list_attr(state, s_won);
        if (won == NULL) goto fail;
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(won); k++) {
            long w;
            SEAT_OF(PyList_GET_ITEM(won, k), w);
            OBS_PUT(self->winner_at[me][w], 1);
        }
    }
    if (city >= 0) {
        if (city >= players) {
            PyErr_SetString(PyExc_ValueError, "state.city out of range");
            goto fail;
        }
        OBS_PUT(self->city_at[me][city][0], 1);
        OBS_PUT(self->city_at[me][city][1], 1);
    }
    if (bay >= 0) {
        if (bay >= players) {
            PyErr_SetString(PyExc_ValueError, "state.bay out of range");
            goto fail;
        }
        OBS_PUT(self->bay_at[me][bay][0], 1);
        OBS_PUT(self->bay_at[me][bay][1], 1);
    }
    /* the first DICE dice (measured again: smash_total, sees_top and price ran since) */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(dice) && i < DICE; i++) {
        OBS_LONG_OF(PyList_GET_ITEM(dice, i), x);
        OBS_PUT(self->dice_base[i] + x, 1);
    }
    for (int g = 0; g < 4 && self->resolved_at[resolved & 15][g] >= 0; g++) {
        OBS_PUT(self->resolved_at[resolved & 15][g], 1);
    }
    if (top_card >= 0) {
        OBS_PUT(self->o_top + top_card, 1);
    }
    obs_clip(out, self->low, self->high, size);
    result = Py_None;
    Py_INCREF(result);
fail:
    if (span_view.obj != NULL) {
        PyBuffer_Release(&span_view);
    }
    Py_XDECREF(content);
    Py_XDECREF(parts);
    Py_XDECREF(pending);
    Py_XDECREF(dice);
    Py_XDECREF(deck);
    Py_XDECREF(won);
    for (int f = 0; f < 8; f++) {
        Py_XDECREF(values[f]);
    }
    PyBuffer_Release(&view);
    return result;
}

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ludoteca.games.kingoftokyo._obs.Writer",
    .tp_doc = "Writer(plan)(state, seat, out): KotEncoder.write_state in C.",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Writer_init,
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_traverse = (traverseproc)Writer_traverse,
    .tp_clear = (inquiry)Writer_clear,
    .tp_call = (ternaryfunc)Writer_call,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_obs", "King of Tokyo's observation writer in C (encoder.py).",
    -1,
};

PyMODINIT_FUNC
PyInit__obs(void)
{
    PyObject **const vars[] = {
        &s_content, &s_active, &s_first, &s_pending, &s_over, &s_won, &s_city,
        &s_bay, &s_dice, &s_resolved, &s_deck, &s_sees_top, &s_price, &s_hp, &s_vp,
        &s_energy, &s_wick, &s_alive, &s_poison, &s_shrink, &s_zombie, &s_turn, &s_extra,
        &s_bay_open, &s_rolls_left, &s_roll_no, &s_smash_total};
    static const char *const names[] = {
        "content", "active", "first", "pending", "over", "won", "city", "bay",
        "dice", "resolved", "deck", "sees_top", "price", "hp", "vp", "energy", "wick",
        "alive", "poison", "shrink", "zombie", "turn", "extra", "bay_open", "rolls_left",
        "roll_no", "smash_total"};
    Py_BUILD_ASSERT(sizeof vars / sizeof vars[0] == sizeof names / sizeof names[0]);
    if (obs_intern(vars, names, (int)(sizeof names / sizeof names[0])) < 0) {
        return NULL;
    }
    return obs_module(&module, &WriterType);
}
