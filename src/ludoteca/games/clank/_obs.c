/* Clank's observation writer in C: `ClankEncoder.write_state` (encoder.py), number for
 * number, read from the engine state through the C API.
 *
 * The Python writer is the reference (tests/rl/test_fast_observation.py checks this one
 * against it). In Python each of the few hundred numbers an observation sets costs an
 * attribute read, a dict look-up or a list append of its own, and the whole took longer
 * than the engine's step; here it is one pass over the state's lists. encoder.py builds
 * `Writer(plan)` when this extension was built (an optional one): the plan (a dict) holds
 * every offset and the card, token and value tables, worked out there once.
 *
 * The map's static block (room features, exits and their costs) changes a few dozen times
 * a game (a tile laid or turned, a lock opened) and is costly to derive: it stays Python's
 * (`ClankEncoder.map_entry`, called back through the plan's `map_entry` when the placements
 * or opened locks change) and is kept here, copied in at each call.
 *
 * The state's attributes are read straight from its slots while its class is unchanged
 * (`learn_slots`), and card and token ids are looked up by address (`Cache`): at every
 * step these two were most of the call.
 *
 * It reads what `ClankState.view` shows and nothing else: the viewer's own hand and deck
 * contents, the other seats' hand and deck sizes, the bag's cubes counted by owner, the
 * sizes of the Dungeon deck, tile stacks and token piles.
 *
 * `out` must come zeroed (as `Encoder.observe` makes it): counts are added, and of the map
 * block only the part up to its last non-zero number is copied.
 *
 * The state's values are taken as rl/_observation.h takes them (`obs_long`, `obs_number`,
 * `obs_truth`, keys `obs_key` accepts): no Python code runs while a list is walked. The
 * map's callback runs first, and what was read before it is read again after.
 */
#include "../../rl/_observation.h"
#include <structmember.h>

#define MAX_SEATS 6
#define MAX_ROW 16
#define MAX_VALUE 256      /* Crown and Artifact values are looked up in tables this long */
#define N_SCALARS 23       /* the scalars' run (encoder.py, `o_scalars`) */
#define N_SEAT_SCALARS 13  /* a seat's scalars, its presence first */
#define HELD 64            /* references one call holds at most */

/* per relative seat offsets */
enum { S_SCALARS, S_STATUS, S_TOKENS, S_ARTIFACTS, S_CROWNS, S_DISCARD, S_PLAYED, S_COUNT };
static const char *SEAT_KEYS[S_COUNT] = {
    "seat_scalars", "seat_status", "seat_tokens", "seat_artifacts", "seat_crowns",
    "seat_discard", "seat_played"};

/* single offsets and numbers of the plan */
enum {
    O_SCALARS, O_BAG_SEATS, O_PLAYERS_AT, O_ACTIVE, O_RAGE, O_DEC_SEAT, O_DEC_EXIT, O_EXITS,
    O_DEC_TELEPORT, O_DEC_COUNT, O_DDISCARD, O_RESERVE, O_MARKET, O_CROWNS,
    O_ARTIFACT_STACK, O_HAND, O_DECK, O_MAP, O_ROOMS, O_ROOM_WIDTH, O_ROOM_PAWNS,
    O_ROOM_MARKS, O_ROOM_PICKED, O_ROOM_ARTIFACT, O_ROOM_ARTIFACT_COUNT, O_BLACK, O_GHOST,
    O_COUNT
};
static const char *OFFSET_KEYS[O_COUNT] = {
    "scalars", "bag_seats", "players_at", "active", "rage", "decision_seat",
    "decision_exit", "exits", "decision_teleport", "decision_count", "dungeon_discard",
    "reserve", "market", "crowns", "artifact_stack", "hand", "deck", "map", "rooms",
    "room_width", "room_pawns", "room_marks", "room_picked", "room_artifact",
    "room_artifact_count", "black", "ghost"};

/* dicts of the plan */
enum {
    D_CARDS, D_TOKENS, D_RESERVE, D_MARKET, D_DECISION, D_POWER, D_STEP, D_DONE, D_COUNT
};
static const char *DICT_KEYS[D_COUNT] = {
    "cards", "tokens", "reserve_index", "market_index", "decision", "decision_power",
    "decision_step", "decision_done"};


/* the state's attributes read, by index (names[]) */
enum {
    A_RESERVE, A_MARKET, A_CROWNS, A_ARTIFACT_STACK, A_DUNGEON_DISCARD, A_PLACED,
    A_OPENED, A_RAGE, A_ROUNDS, A_OVER, A_SKILL, A_SWORDS, A_BOOTS, A_CREDIT, A_MADE,
    A_EXHAUSTED, A_ROW, A_DUNGEON, A_IDOLS_LEFT, A_PRISONERS, A_MAJORS, A_MINORS,
    A_GHOSTS_BANK, A_BLACK_BANK, A_GHOST_AREA, A_SAFE_STACK, A_DEEP_STACK, A_BAG,
    A_DAMAGE, A_SUPPLY, A_AREA, A_GOLD, A_LOCKPICKS, A_IDOLS, A_MASTERY, A_SHRINES,
    A_FREED, A_DECK, A_HAND, A_ROOM, A_STATUS, A_TURN, A_PICKED, A_TOKENS, A_ARTIFACTS,
    A_CROWNS_HELD, A_DISCARD, A_PLAYED, A_MARKS, A_ROOM_ARTIFACTS, A_PENDING, A_COUNT
};
static const char *ATTR_NAMES[A_COUNT] = {
    "reserve", "market", "crowns", "artifact_stack", "dungeon_discard", "placed",
    "opened", "rage", "rounds", "over", "skill", "swords", "boots", "credit", "made",
    "exhausted", "row", "dungeon", "idols_left", "prisoners", "majors", "minors",
    "ghosts_bank", "black_bank", "ghost_area", "safe_stack", "deep_stack", "bag",
    "damage", "supply", "area", "gold", "lockpicks", "idols", "mastery", "shrines",
    "freed", "deck", "hand", "room", "status", "turn", "picked", "tokens", "artifacts",
    "crowns_held", "discard", "played", "marks", "room_artifacts", "pending"};

/* attribute names, interned once */
static PyObject *names[A_COUNT], *s_block, *s_depths;

/* card and token ids -> index, by the id object's address: an id looked up once is held
   (so its address stays its own); the state's ids are the content's few string objects */
#define CACHE 512
typedef struct {
    PyObject *key[CACHE];
    int value[CACHE];
    int n;
} Cache;

typedef struct {
    PyObject_HEAD
    Py_ssize_t size;
    int players;
    long at[O_COUNT];
    long seat_at[S_COUNT][MAX_SEATS];
    long me[MAX_SEATS];
    long row[MAX_ROW];
    Py_ssize_t nrow;
    long rage_values[64];
    Py_ssize_t nrage;
    int crown_index[MAX_VALUE], artifact_index[MAX_VALUE];  /* value -> index, -1: none */
    PyObject *dicts[D_COUNT];
    PyObject *danger;          /* the Danger cards' ids */
    PyObject *map_entry;       /* (placed, opened) -> MapBlock */
    /* the map block of the last placements and opened locks */
    PyObject *last_placed, *last_opened;
    float *block;
    Py_ssize_t block_used;     /* up to its last non-zero number */
    float *depths;             /* each room's Depths flag */
    Py_ssize_t ndepths;
    /* the state's class, whose slots are read directly while its version tag holds */
    PyObject *state_type;
    unsigned int state_tag;    /* 0: no direct reads */
    Py_ssize_t slot[A_COUNT];  /* each attribute's slot offset, -1: read by GetAttr */
    Cache card_cache, token_cache;
    float *low, *high;         /* each number's bounds: the call clips the whole vector */
    int stage;                 /* STAGE_*: initialised once, called only once ready */
} Writer;

enum { STAGE_NEW, STAGE_INITIALISING, STAGE_READY, STAGE_CLEARED };

static PyObject *k_place, *k_choose;

/* ------------------------------------------------------------------ reading the plan */

/* a dict {value: index} of the plan as a table over 0..MAX_VALUE-1 */
static int
plan_values(PyObject *plan, const char *key, int *table)
{
    PyObject *d = PyDict_GetItemString(plan, key);
    if (d == NULL || !PyDict_Check(d)) {
        PyErr_Format(PyExc_KeyError, "the plan has no dict %s", key);
        return -1;
    }
    for (int i = 0; i < MAX_VALUE; i++) {
        table[i] = -1;
    }
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(d, &pos, &k, &v)) {
        long value, index;
        if (obs_long(k, &value) < 0 || obs_long(v, &index) < 0) {
            return -1;
        }
        if (value < 0 || value >= MAX_VALUE || index < 0) {
            PyErr_Format(PyExc_ValueError, "plan %s: value %ld out of range", key, value);
            return -1;
        }
        table[value] = (int)index;
    }
    return 0;
}

static void
cache_clear(Cache *c)
{
    for (int i = 0; i < CACHE; i++) {
        Py_CLEAR(c->key[i]);
    }
    c->n = 0;
}

/* the kept map block dropped: every field cleared before anything is released (releasing
   a reference may run Python code, which may call this writer) */
static void
forget_map(Writer *self)
{
    PyObject *placed = self->last_placed, *opened = self->last_opened;
    float *block = self->block, *depths = self->depths;
    self->last_placed = self->last_opened = NULL;
    self->block = self->depths = NULL;
    self->block_used = self->ndepths = 0;
    PyMem_Free(block);
    PyMem_Free(depths);
    Py_XDECREF(placed);
    Py_XDECREF(opened);
}

static int
init_from(Writer *self, PyObject *plan)
{
    long size, players, n;
    Py_ssize_t count;
    if (obs_plan_long(plan, "size", &size) < 0 || obs_plan_long(plan, "players", &players) < 0) {
        return -1;
    }
    if (players < 1 || players > MAX_SEATS || size < 0) {
        PyErr_SetString(PyExc_ValueError, "players or size out of range");
        return -1;
    }
    self->size = size;
    self->players = (int)players;
    if (obs_plan_long(plan, "n_scalars", &n) < 0) {
        return -1;
    }
    if (n != N_SCALARS) {
        PyErr_Format(PyExc_ValueError, "%ld scalars, the writer knows %d", n, N_SCALARS);
        return -1;
    }
    if (obs_plan_long(plan, "n_seat_scalars", &n) < 0) {
        return -1;
    }
    if (n != N_SEAT_SCALARS) {
        PyErr_Format(PyExc_ValueError, "%ld seat scalars, the writer knows %d", n,
                     N_SEAT_SCALARS);
        return -1;
    }
    for (int i = 0; i < O_COUNT; i++) {
        if (obs_plan_long(plan, OFFSET_KEYS[i], &self->at[i]) < 0) {
            return -1;
        }
    }
    for (int i = 0; i < S_COUNT; i++) {
        if (obs_plan_longs(plan, SEAT_KEYS[i], self->seat_at[i], MAX_SEATS, &count) < 0) {
            return -1;
        }
        if (count < players) {
            PyErr_Format(PyExc_ValueError, "plan %s: too few seats", SEAT_KEYS[i]);
            return -1;
        }
    }
    if (obs_plan_longs(plan, "me", self->me, MAX_SEATS, &count) < 0) {
        return -1;
    }
    if (count < players) {
        PyErr_SetString(PyExc_ValueError, "plan me: too few seats");
        return -1;
    }
    if (obs_plan_longs(plan, "row", self->row, MAX_ROW, &self->nrow) < 0
        || obs_plan_longs(plan, "rage_values", self->rage_values, 64, &self->nrage) < 0) {
        return -1;
    }
    if (self->nrage < 1 || self->at[O_ROOMS] < 0 || self->at[O_ROOM_WIDTH] < 0) {
        PyErr_SetString(PyExc_ValueError, "plan: no rage values, or rooms out of range");
        return -1;
    }
    if (plan_values(plan, "crown_values", self->crown_index) < 0
        || plan_values(plan, "artifact_values", self->artifact_index) < 0) {
        return -1;
    }
    for (int i = 0; i < D_COUNT; i++) {
        PyObject *d = obs_plan_item(plan, DICT_KEYS[i]);
        if (d == NULL) {
            return -1;
        }
        if (!PyDict_Check(d)) {
            PyErr_Format(PyExc_KeyError, "the plan has no dict %s", DICT_KEYS[i]);
            return -1;
        }
        Py_INCREF(d);
        Py_XSETREF(self->dicts[i], d);
    }
    PyObject *danger = obs_plan_item(plan, "danger");
    PyObject *map_entry = danger == NULL ? NULL : obs_plan_item(plan, "map_entry");
    if (map_entry == NULL) {
        return -1;
    }
    if (!PyAnySet_Check(danger) || !PyCallable_Check(map_entry)) {
        PyErr_SetString(PyExc_KeyError, "the plan has no danger set or map_entry callable");
        return -1;
    }
    Py_INCREF(danger);
    Py_INCREF(map_entry);
    if (obs_plan_bounds(plan, size, &self->low, &self->high) < 0) {
        Py_DECREF(danger);
        Py_DECREF(map_entry);
        return -1;
    }
    Py_XSETREF(self->danger, danger);
    Py_XSETREF(self->map_entry, map_entry);
    forget_map(self);
    cache_clear(&self->card_cache);  /* indexes of the tables replaced */
    cache_clear(&self->token_cache);
    return 0;
}

/* A writer is initialised once (its calls read the plan's sizes and offsets with no
   check that they still go together): a second __init__ is refused, one during the first
   too (Python code may run meanwhile: an int's __index__), and a call before the end of a
   successful one. A failed one may be tried again. */
static int
Writer_init(Writer *self, PyObject *args, PyObject *kwds)
{
    PyObject *plan = obs_init_plan(args, self->stage != STAGE_NEW);
    if (plan == NULL) {
        return -1;
    }
    Py_INCREF(plan);  /* held while Python code may run: it may drop the caller's */
    self->stage = STAGE_INITIALISING;
    int ok = init_from(self, plan);
    if (self->stage == STAGE_INITIALISING) {  /* (not cleared meanwhile) */
        self->stage = ok == 0 ? STAGE_READY : STAGE_NEW;
    }
    Py_DECREF(plan);
    return ok;
}

/* the plan's map_entry is a bound method of the encoder, which holds this writer */
static int
Writer_traverse(Writer *self, visitproc visit, void *arg)
{
    for (int i = 0; i < D_COUNT; i++) {
        Py_VISIT(self->dicts[i]);
    }
    Py_VISIT(self->danger);
    Py_VISIT(self->map_entry);
    Py_VISIT(self->last_placed);
    Py_VISIT(self->last_opened);
    Py_VISIT(self->state_type);
    return 0;
}

static int
Writer_clear(Writer *self)
{
    self->stage = STAGE_CLEARED;  /* its tables about to go: calls refused */
    for (int i = 0; i < D_COUNT; i++) {
        Py_CLEAR(self->dicts[i]);
    }
    Py_CLEAR(self->danger);
    Py_CLEAR(self->map_entry);
    forget_map(self);
    Py_CLEAR(self->state_type);
    self->state_tag = 0;
    cache_clear(&self->card_cache);
    cache_clear(&self->token_cache);
    return 0;
}

static void
Writer_dealloc(Writer *self)
{
    PyObject_GC_UnTrack(self);
    Writer_clear(self);
    PyMem_Free(self->low);
    PyMem_Free(self->high);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ------------------------------------------------------------------ the state */

/* the references one call holds, released together */
typedef struct {
    PyObject *o[HELD];
    int n;
} Held;

static void
release(Held *h)
{
    for (int i = 0; i < h->n; i++) {
        Py_DECREF(h->o[i]);
    }
    h->n = 0;
}

/* state.<names[a]> (held), or NULL: read from its slot when `direct` (see learn_slots),
   the slots learnt being still the state's class's (Python code run since the call's
   `direct_slots` may have had this writer learn another's) */
static PyObject *
attr(const Writer *self, Held *h, PyObject *state, int a, int direct)
{
    if (h->n >= HELD) {
        PyErr_SetString(PyExc_RuntimeError, "too many references held");
        return NULL;
    }
    PyObject *v = NULL;
    if (direct && self->slot[a] >= 0 && self->state_type == (PyObject *)Py_TYPE(state)) {
        v = *(PyObject **)((char *)state + self->slot[a]);
        Py_XINCREF(v);
    }
    if (v == NULL) {  /* an empty slot too: GetAttr raises AttributeError as Python would */
        v = PyObject_GetAttr(state, names[a]);
        if (v == NULL) {
            return NULL;
        }
    }
    h->o[h->n++] = v;
    return v;
}

/* state.<names[a]>, a list (of `seats` items when seats >= 0) */
static PyObject *
list_attr(const Writer *self, Held *h, PyObject *state, int a, int direct, Py_ssize_t seats)
{
    PyObject *v = attr(self, h, state, a, direct);
    if (v == NULL) {
        return NULL;
    }
    if (!PyList_Check(v)) {
        PyErr_Format(PyExc_TypeError, "state.%U is not a list", names[a]);
        return NULL;
    }
    if (seats >= 0 && PyList_GET_SIZE(v) != seats) {
        PyErr_Format(PyExc_ValueError, "state.%U is not one item per seat", names[a]);
        return NULL;
    }
    return v;
}

/* the length of state.<names[a]> */
static Py_ssize_t
len_attr(const Writer *self, Held *h, PyObject *state, int a, int direct)
{
    PyObject *v = attr(self, h, state, a, direct);
    if (v == NULL) {
        return -1;
    }
    return PyList_Check(v) ? PyList_GET_SIZE(v) : PyObject_Length(v);
}


/* The slots of the state's class: each attribute that is a plain object slot (a member
   descriptor, which wins over any instance dict) of this class or a base (one of another
   class, set on this one as a class attribute, describes another layout: GetAttr refuses
   it) is read at its offset, as GetAttr would, while the class keeps the version tag seen
   here (any change to a class renews it). The class replaced is released last: that may
   run Python code, which finds what was learnt whole. */
static void
learn_slots(Writer *self, PyTypeObject *type)
{
    PyObject *old = self->state_type;
    self->state_type = NULL;
    self->state_tag = 0;
    for (int a = 0; a < A_COUNT; a++) {
        PyObject *d = _PyType_Lookup(type, names[a]);  /* borrowed; sets no error */
        self->slot[a] = -1;
        if (d != NULL && Py_IS_TYPE(d, &PyMemberDescr_Type)
            && PyType_IsSubtype(type, PyDescr_TYPE(d))) {
            PyMemberDef *m = ((PyMemberDescrObject *)d)->d_member;
            if (m->type == T_OBJECT_EX && !(m->flags & READ_RESTRICTED)) {
                self->slot[a] = m->offset;
            }
        }
    }
    Py_INCREF(type);
    self->state_type = (PyObject *)type;
    if (PyType_HasFeature(type, Py_TPFLAGS_VALID_VERSION_TAG)) {
        self->state_tag = type->tp_version_tag;
    }
    Py_XDECREF(old);
}

static int
direct_slots(Writer *self, PyObject *state)
{
    PyTypeObject *type = Py_TYPE(state);
    for (int tries = 0; tries < 2; tries++) {
        if ((PyObject *)type == self->state_type && self->state_tag != 0
            && type->tp_getattro == PyObject_GenericGetAttr
            && PyType_HasFeature(type, Py_TPFLAGS_VALID_VERSION_TAG)
            && type->tp_version_tag == self->state_tag) {
            return 1;
        }
        if (tries == 0) {
            learn_slots(self, type);
        }
    }
    return 0;
}

/* dict[key] through the cache `c` */
static int
cached_index(Cache *c, PyObject *dict, PyObject *key, long *out)
{
    size_t i = ((uintptr_t)key >> 4) & (CACHE - 1);
    while (c->key[i] != NULL) {
        if (c->key[i] == key) {
            *out = c->value[i];
            return 0;
        }
        i = (i + 1) & (CACHE - 1);
    }
    if (obs_index(dict, key, out) < 0) {
        return -1;
    }
    if (PyUnicode_CheckExact(key) && c->n < CACHE / 2 && *out >= 0 && *out <= INT_MAX) {
        Py_INCREF(key);
        c->key[i] = key;
        c->value[i] = (int)*out;
        c->n++;
    }
    return 0;
}

/* a Crown or Artifact value's index in `table` */
static int
value_index(const int *table, PyObject *v, long *out)
{
    long x;
    if (obs_long(v, &x) < 0) {
        return -1;
    }
    if (x < 0 || x >= MAX_VALUE || table[x] < 0) {
        PyErr_SetObject(PyExc_KeyError, v);
        return -1;
    }
    *out = table[x];
    return 0;
}

static int
same(PyObject *a, PyObject *b)
{
    return a == b || (PyUnicode_Check(a) && PyUnicode_Compare(a, b) == 0);
}

/* list[s] (borrowed) of a list checked to hold one item per seat when read, checked again:
   Python code run since (an attribute's getter, a length) may have shortened it */
static PyObject *
seat_item(PyObject *list, int s)
{
    if (s >= PyList_GET_SIZE(list)) {
        PyErr_SetString(PyExc_RuntimeError, "a list of the state changed while read");
        return NULL;
    }
    return PyList_GET_ITEM(list, s);
}

/* the truth of a Row slot: a card id, "" when empty (obs_truth's kinds too) */
static int
slot_truth(PyObject *cid)
{
    if (PyUnicode_CheckExact(cid)) {
        return PyUnicode_GET_LENGTH(cid) != 0;
    }
    return obs_truth(cid);
}

/* a room index of the state that is not negative (a negative one would wrap the map's
   offsets), refused with ValueError otherwise */
static int
room_index(PyObject *v, long *out)
{
    if (obs_long(v, out) < 0) {
        return -1;
    }
    if (*out < 0) {
        PyErr_Format(PyExc_ValueError, "room %ld out of range", *out);
        return -1;
    }
    return 0;
}

/* the map block of (placed, opened): kept while they are the same objects or equal ones
   (the Python writer's blocks are keyed by value), else asked of map_entry and copied.
   The comparisons may run Python code (which may call this writer, replacing the block):
   the kept objects are held through them, and the block kept only if still theirs. */
static int
ensure_map(Writer *self, PyObject *placed, PyObject *opened)
{
    if (self->block != NULL) {
        PyObject *was_placed = self->last_placed, *was_opened = self->last_opened;
        Py_INCREF(was_placed);
        Py_INCREF(was_opened);
        int eq = placed == was_placed;
        if (!eq) {
            eq = PyObject_RichCompareBool(placed, was_placed, Py_EQ);
        }
        if (eq > 0 && opened != was_opened) {
            eq = PyObject_RichCompareBool(opened, was_opened, Py_EQ);
        }
        if (eq > 0 && (self->block == NULL || self->last_placed != was_placed
                       || self->last_opened != was_opened)) {
            eq = 0;  /* replaced meanwhile: asked again */
        }
        Py_DECREF(was_placed);
        Py_DECREF(was_opened);
        if (eq < 0) {
            return -1;
        }
        if (eq) {  /* the new objects kept: the identity test holds next time */
            Py_INCREF(placed);
            Py_SETREF(self->last_placed, placed);
            Py_INCREF(opened);
            Py_SETREF(self->last_opened, opened);
            return 0;
        }
    }
    forget_map(self);
    PyObject *call = self->map_entry;
    Py_INCREF(call);  /* held while it runs */
    PyObject *entry = PyObject_CallFunctionObjArgs(call, placed, opened, NULL);
    Py_DECREF(call);
    if (entry == NULL) {
        return -1;
    }
    PyObject *block = PyObject_GetAttr(entry, s_block);
    PyObject *depths = block == NULL ? NULL : PyObject_GetAttr(entry, s_depths);
    Py_DECREF(entry);
    PyObject *fast = depths == NULL
        ? NULL : PySequence_Fast(depths, "the map's depths are not a sequence");
    Py_XDECREF(depths);
    if (fast == NULL) {
        Py_XDECREF(block);
        return -1;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(block, &view, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) < 0) {
        Py_DECREF(block);
        Py_DECREF(fast);
        return -1;
    }
    int ok = -1;
    float *copy = NULL, *flags = NULL;
    Py_ssize_t n = view.len / 4, nd = PySequence_Fast_GET_SIZE(fast);
    if (view.itemsize != 4 || view.format == NULL || strcmp(view.format, "f") != 0
        || self->at[O_MAP] < 0 || n > self->size - self->at[O_MAP]) {
        PyErr_SetString(PyExc_ValueError, "the map block is not float32 inside the vector");
        goto done;
    }
    copy = PyMem_Malloc((n ? n : 1) * sizeof(float));
    flags = PyMem_Malloc((nd ? nd : 1) * sizeof(float));
    if (copy == NULL || flags == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    memcpy(copy, view.buf, n * sizeof(float));
    Py_ssize_t used = n;
    while (used > 0 && copy[used - 1] == 0.0f) {
        used--;
    }
    for (Py_ssize_t r = 0; r < nd; r++) {
        double x;
        if (obs_number(PySequence_Fast_GET_ITEM(fast, r), &x) < 0) {
            goto done;
        }
        flags[r] = (float)x;
    }
    /* stored only now, all at once: the Python code run above (the callback) may have let
       another call of this writer store its own block meanwhile, released once this one
       is in place (releasing may run Python code too) */
    PyObject *old_placed = self->last_placed, *old_opened = self->last_opened;
    float *old_block = self->block, *old_depths = self->depths;
    self->block = copy;
    self->depths = flags;
    copy = flags = NULL;
    self->block_used = used;
    self->ndepths = nd;
    Py_INCREF(placed);
    self->last_placed = placed;
    Py_INCREF(opened);
    self->last_opened = opened;
    PyMem_Free(old_block);
    PyMem_Free(old_depths);
    Py_XDECREF(old_placed);
    Py_XDECREF(old_opened);
    ok = 0;
done:
    PyMem_Free(copy);
    PyMem_Free(flags);
    PyBuffer_Release(&view);
    Py_DECREF(block);
    Py_DECREF(fast);
    return ok;
}

/* ------------------------------------------------------------------ the writer */


#define TRY(call) \
    do {          \
        if ((call) < 0) goto fail; \
    } while (0)

#define GET(into, name) \
    do {                \
        if (((into) = attr(self, &held, state, (name), direct)) == NULL) goto fail; \
    } while (0)

#define LIST(into, name, seats) \
    do {                        \
        if (((into) = list_attr(self, &held, state, (name), direct, (seats))) == NULL) \
            goto fail;                                                                   \
    } while (0)

/* each card of a list counted at base + its index */
static int
count_cards(Cache *cache, PyObject *cards, PyObject *list, long base, float *out,
            Py_ssize_t size)
{
    if (!PyList_Check(list)) {
        PyErr_SetString(PyExc_TypeError, "a pile is not a list");
        return -1;
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(list); k++) {
        long c;
        if (cached_index(cache, cards, PyList_GET_ITEM(list, k), &c) < 0) {
            return -1;
        }
        if (obs_add_at(out, size, base + c, 1.0f) < 0) {
            return -1;
        }
    }
    return 0;
}

/* each value of a list counted at base + its index in `table` */
static int
count_values(const int *table, PyObject *list, long base, float *out, Py_ssize_t size)
{
    if (!PyList_Check(list)) {
        PyErr_SetString(PyExc_TypeError, "a pile is not a list");
        return -1;
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(list); k++) {
        long c;
        if (value_index(table, PyList_GET_ITEM(list, k), &c) < 0) {
            return -1;
        }
        if (obs_add_at(out, size, base + c, 1.0f) < 0) {
            return -1;
        }
    }
    return 0;
}

/* a dict's counts {id: left} at base + index[id], ids not in `index` skipped */
static int
put_left(PyObject *index, PyObject *dict, long base, float *out, Py_ssize_t size)
{
    if (!PyDict_Check(dict)) {
        PyErr_SetString(PyExc_TypeError, "the Reserve or the Market is not a dict");
        return -1;
    }
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(dict, &pos, &k, &v)) {
        PyObject *where = obs_lookup(index, k);
        if (where == NULL) {
            if (PyErr_Occurred()) {
                return -1;
            }
            continue;
        }
        long c;
        double x;
        if (obs_long(where, &c) < 0 || obs_number(v, &x) < 0) {
            return -1;
        }
        Py_ssize_t i = base + c;
        if (i < 0 || i >= size) {
            PyErr_Format(PyExc_IndexError, "observation index %zd outside 0..%zd", i,
                         size - 1);
            return -1;
        }
        out[i] = (float)x;
    }
    return 0;
}

static PyObject *
Writer_call(Writer *self, PyObject *args, PyObject *kwds)
{
    if (self->stage != STAGE_READY) {  /* never initialised, or its initialisation failed */
        PyErr_SetString(PyExc_RuntimeError, "the Writer was not initialised");
        return NULL;
    }
    PyObject *state, *buffer;
    int seat;
    Py_buffer view;
    const int players = self->players;
    if (obs_arguments(args, kwds, self->size, players, &state, &seat, &buffer, &view) < 0) {
        return NULL;
    }
    Held held = {.n = 0};
    PyObject *result = NULL;
    /* the plan's tables held for the call (Python code run meanwhile may replace them) */
    PyObject *dicts[D_COUNT], *danger_ids = self->danger;
    for (int i = 0; i < D_COUNT; i++) {
        dicts[i] = self->dicts[i];
        Py_INCREF(dicts[i]);
    }
    Py_INCREF(danger_ids);
    float *out = (float *)view.buf;
    const Py_ssize_t size = self->size;
    int direct = direct_slots(self, state);
    const long *at = self->at;
    PyObject *cards = dicts[D_CARDS];
    const long m0 = at[O_MAP], w = at[O_ROOM_WIDTH], rooms = at[O_ROOMS];
    int rot[MAX_SEATS];
    for (int s = 0; s < players; s++) {
        rot[s] = (s - seat + players) % players;
    }
#define SEAT_AT(field, s) (self->seat_at[field][rot[s]])
    PyObject *v, *placed, *opened, *room_of, *list;

    /* --- the map's static block first (its callback runs Python code, the call's only
       one for a state of plain values: what was read before it is read again after) */
    GET(placed, A_PLACED);
    GET(opened, A_OPENED);
    TRY(ensure_map(self, placed, opened));
    if (m0 < 0 || self->block_used > size - m0) {
        PyErr_SetString(PyExc_IndexError, "the map block does not fit in the vector");
        goto fail;
    }
    memcpy(out + m0, self->block, self->block_used * sizeof(float));
    direct = direct_slots(self, state);  /* the class may have been changed meanwhile */

    /* --- the Reserve, the Market, the Crowns and Artifacts left, the Dungeon discard */
    GET(v, A_RESERVE);
    TRY(put_left(dicts[D_RESERVE], v, at[O_RESERVE], out, size));
    GET(v, A_MARKET);
    TRY(put_left(dicts[D_MARKET], v, at[O_MARKET], out, size));
    LIST(v, A_CROWNS, -1);
    TRY(count_values(self->crown_index, v, at[O_CROWNS], out, size));
    LIST(v, A_ARTIFACT_STACK, -1);
    TRY(count_values(self->artifact_index, v, at[O_ARTIFACT_STACK], out, size));
    LIST(v, A_DUNGEON_DISCARD, -1);
    TRY(count_cards(&self->card_cache, cards, v, at[O_DDISCARD], out, size));

    /* --- the scalars, in the layout's order */
    double sc[N_SCALARS];
    static const int NUMBERS[8] = {A_ROUNDS, A_OVER, A_SKILL, A_SWORDS, A_BOOTS,
                                          A_CREDIT, A_MADE, A_EXHAUSTED};
    for (int i = 0; i < 8; i++) {
        GET(v, NUMBERS[i]);
        TRY(obs_number(v, &sc[i]));
    }
    long rage;
    GET(v, A_RAGE);
    TRY(obs_long(v, &rage));
    if (rage > self->nrage - 1) {
        rage = self->nrage - 1;
    }
    if (rage < 0) {
        PyErr_Format(PyExc_ValueError, "rage %ld out of range", rage);
        goto fail;
    }
    sc[8] = (double)self->rage_values[rage];
    PyObject *row;
    LIST(row, A_ROW, -1);
    int danger = 0;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(row); k++) {
        PyObject *cid = PyList_GET_ITEM(row, k);
        if (!obs_key(cid)) goto fail;
        int in = PySet_Contains(danger_ids, cid);
        if (in < 0) goto fail;
        danger += in;
    }
    sc[9] = danger;
    Py_ssize_t len;
    if ((len = len_attr(self, &held, state, A_DUNGEON, direct)) < 0) goto fail;
    sc[10] = (double)len;
    GET(v, A_IDOLS_LEFT);
    TRY(obs_number(v, &sc[11]));
    static const int PILES[3] = {A_PRISONERS, A_MAJORS, A_MINORS};
    for (int i = 0; i < 3; i++) {
        if ((len = len_attr(self, &held, state, PILES[i], direct)) < 0) goto fail;
        sc[12 + i] = (double)len;
    }
    GET(v, A_GHOSTS_BANK);
    TRY(obs_number(v, &sc[15]));
    GET(v, A_BLACK_BANK);
    TRY(obs_number(v, &sc[16]));
    /* the bag as the view shows it: cubes counted by owner */
    long bag_seats[MAX_SEATS] = {0}, black = 0, ghosts = 0;
    LIST(list, A_BAG, -1);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(list); k++) {
        long cube;
        TRY(obs_long(PyList_GET_ITEM(list, k), &cube));
        if (cube == at[O_BLACK]) {
            black++;
        } else if (cube == at[O_GHOST]) {
            ghosts++;
        } else if (cube >= 0 && cube < players) {
            bag_seats[cube]++;
        }
    }
    sc[17] = (double)black;
    sc[18] = (double)ghosts;
    GET(v, A_GHOST_AREA);
    TRY(obs_number(v, &sc[19]));
    if ((len = len_attr(self, &held, state, A_SAFE_STACK, direct)) < 0) goto fail;
    sc[20] = (double)len;
    if ((len = len_attr(self, &held, state, A_DEEP_STACK, direct)) < 0) goto fail;
    sc[21] = (double)len;
    if ((len = len_attr(self, &held, state, A_PLACED, direct)) < 0) goto fail;
    sc[22] = (double)len;
    for (int i = 0; i < N_SCALARS; i++) {
        OBS_PUT(at[O_SCALARS] + i, sc[i]);
    }
    for (int s = 0; s < players; s++) {
        OBS_PUT(at[O_BAG_SEATS] + rot[s], bag_seats[s]);
    }

    /* --- each seat's scalars, a column at a time */
    static const int COLUMNS[7] = {A_DAMAGE, A_SUPPLY, A_AREA, A_GOLD,
                                          A_LOCKPICKS, A_IDOLS, A_MASTERY};
    for (int c = 0; c < 7; c++) {
        LIST(list, COLUMNS[c], players);
        for (int s = 0; s < players; s++) {
            double x;
            TRY(obs_number(PyList_GET_ITEM(list, s), &x));
            OBS_PUT(SEAT_AT(S_SCALARS, s) + 1 + c, x);
        }
    }
    static const int SIZES[4] = {A_SHRINES, A_FREED, A_DECK, A_HAND};
    PyObject *decks = NULL, *hands = NULL;
    for (int c = 0; c < 4; c++) {
        LIST(list, SIZES[c], players);
        for (int s = 0; s < players; s++) {
            PyObject *item = seat_item(list, s);
            double x;
            if (item == NULL) goto fail;
            if (c == 1) {  /* freed: a number; the others are counted */
                TRY(obs_number(item, &x));
            } else if (PyList_Check(item)) {
                x = (double)PyList_GET_SIZE(item);
            } else {  /* its __len__ may be Python code: the item held through it */
                Py_INCREF(item);
                Py_ssize_t n = PyObject_Length(item);
                Py_DECREF(item);
                if (n < 0) goto fail;
                x = (double)n;
            }
            OBS_PUT(SEAT_AT(S_SCALARS, s) + 8 + c, x);
        }
        if (c == 2) {
            decks = list;
        } else if (c == 3) {
            hands = list;
        }
    }
    LIST(room_of, A_ROOM, players);
    long room[MAX_SEATS];
    for (int s = 0; s < players; s++) {
        TRY(obs_long(PyList_GET_ITEM(room_of, s), &room[s]));
    }
    /* the Depths flags read with no Python code run since (see ensure_map) */
    const float *depths = self->depths;
    const Py_ssize_t nd = self->ndepths;
    for (int s = 0; s < players; s++) {
        float deep = (room[s] >= 0 && room[s] < nd) ? depths[room[s]] : 0.0f;
        OBS_PUT(SEAT_AT(S_SCALARS, s) + 12, deep);
        OBS_PUT(SEAT_AT(S_SCALARS, s), 1);  /* present */
    }
    OBS_PUT(at[O_PLAYERS_AT], 1);
    OBS_PUT(self->me[seat], 1);

    /* --- flags: whose turn, the rage, each seat's status and pawn, picked locks, the Row */
    long turn;
    GET(v, A_TURN);
    TRY(turn = obs_seat(v, players));
    OBS_PUT(at[O_ACTIVE] + rot[turn], 1);
    OBS_PUT(at[O_RAGE] + rage, 1);
    LIST(list, A_STATUS, players);
    for (int s = 0; s < players; s++) {
        long st;
        TRY(obs_long(PyList_GET_ITEM(list, s), &st));
        OBS_PUT(SEAT_AT(S_STATUS, s) + st, 1);
        if (room[s] >= 0 && room[s] < rooms) {
            OBS_PUT(m0 + room[s] * w + at[O_ROOM_PAWNS] + rot[s], 1);
        }
    }
    LIST(list, A_PICKED, -1);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(list); k++) {
        long r;
        TRY(room_index(PyList_GET_ITEM(list, k), &r));
        if (r < rooms) {
            OBS_PUT(m0 + at[O_ROOM_PICKED] + r * w, 1);
        }
    }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(row) && k < self->nrow; k++) {
        PyObject *cid = PyList_GET_ITEM(row, k);
        int truth = slot_truth(cid);
        if (truth < 0) goto fail;
        if (truth) {
            long c;
            TRY(cached_index(&self->card_cache, cards, cid, &c));
            OBS_PUT(self->row[k] + c, 1);
        }
    }

    /* --- each seat's piles: tokens, Artifacts, Crowns, discard pile, play area */
    PyObject *tokens, *artifacts, *crowns_held, *discard, *played;
    LIST(tokens, A_TOKENS, players);
    LIST(artifacts, A_ARTIFACTS, players);
    LIST(crowns_held, A_CROWNS_HELD, players);
    LIST(discard, A_DISCARD, players);
    LIST(played, A_PLAYED, players);
    for (int s = 0; s < players; s++) {  /* (no Python code runs in this loop) */
        PyObject *pile = seat_item(tokens, s);
        if (pile == NULL) goto fail;
        if (!PyList_Check(pile)) {
            PyErr_SetString(PyExc_TypeError, "a seat's tokens are not a list");
            goto fail;
        }
        TRY(count_cards(&self->token_cache, dicts[D_TOKENS], pile,
                        SEAT_AT(S_TOKENS, s), out, size));
        if ((pile = seat_item(artifacts, s)) == NULL) goto fail;
        TRY(count_values(self->artifact_index, pile, SEAT_AT(S_ARTIFACTS, s), out, size));
        if ((pile = seat_item(crowns_held, s)) == NULL) goto fail;
        TRY(count_values(self->crown_index, pile, SEAT_AT(S_CROWNS, s), out, size));
        if ((pile = seat_item(discard, s)) == NULL) goto fail;
        TRY(count_cards(&self->card_cache, cards, pile, SEAT_AT(S_DISCARD, s), out, size));
        if ((pile = seat_item(played, s)) == NULL) goto fail;
        TRY(count_cards(&self->card_cache, cards, pile, SEAT_AT(S_PLAYED, s), out, size));
    }
    /* the viewer's own hand and deck contents (the view shows them, the others' sizes) */
    PyObject *pile;
    if ((pile = seat_item(hands, seat)) == NULL) goto fail;
    TRY(count_cards(&self->card_cache, cards, pile, at[O_HAND], out, size));
    if ((pile = seat_item(decks, seat)) == NULL) goto fail;
    TRY(count_cards(&self->card_cache, cards, pile, at[O_DECK], out, size));

    /* --- Wayshrine marks and Artifacts lying in rooms */
    Py_ssize_t pos;
    PyObject *key, *item;
    GET(v, A_MARKS);
    if (!PyDict_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "state.marks is not a dict");
        goto fail;
    }
    pos = 0;
    while (PyDict_Next(v, &pos, &key, &item)) {
        long r;
        TRY(room_index(key, &r));
        if (r >= rooms) {
            continue;
        }
        if (!PyList_Check(item)) {
            PyErr_SetString(PyExc_TypeError, "a room's marks are not a list");
            goto fail;
        }
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(item); k++) {
            long s;
            TRY(s = obs_seat(PyList_GET_ITEM(item, k), players));
            OBS_ADD(m0 + at[O_ROOM_MARKS] + r * w + rot[s], 1);
        }
    }
    GET(v, A_ROOM_ARTIFACTS);
    if (!PyDict_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "state.room_artifacts is not a dict");
        goto fail;
    }
    pos = 0;
    while (PyDict_Next(v, &pos, &key, &item)) {
        long r;
        TRY(room_index(key, &r));
        if (!PyList_Check(item)) {
            PyErr_SetString(PyExc_TypeError, "a room's Artifacts are not a list");
            goto fail;
        }
        Py_ssize_t n = PyList_GET_SIZE(item);
        if (n == 0 || r >= rooms) {
            continue;
        }
        long best = 0;
        for (Py_ssize_t k = 0; k < n; k++) {
            long x;
            TRY(obs_long(PyList_GET_ITEM(item, k), &x));
            if (k == 0 || x > best) {
                best = x;
            }
        }
        OBS_PUT(m0 + at[O_ROOM_ARTIFACT] + r * w, best);
        OBS_PUT(m0 + at[O_ROOM_ARTIFACT_COUNT] + r * w, n);
    }

    /* --- the open decision (`decision_numbers`) */
    PyObject *pending;
    GET(pending, A_PENDING);
    if (pending != Py_None) {
        if (!PyTuple_Check(pending) || PyTuple_GET_SIZE(pending) < 2) {
            PyErr_SetString(PyExc_ValueError, "state.pending is malformed");
            goto fail;
        }
        Py_ssize_t n = PyTuple_GET_SIZE(pending);
        PyObject *kind = PyTuple_GET_ITEM(pending, 0);
        long c, s;
        TRY(obs_index(dicts[D_DECISION], kind, &c));
        OBS_PUT(c, 1);
        TRY(s = obs_seat(PyTuple_GET_ITEM(pending, 1), players));
        OBS_PUT(at[O_DEC_SEAT] + rot[s], 1);
        if (same(kind, k_place)) {
            if (n < 3) {
                PyErr_SetString(PyExc_ValueError, "a place decision without its exit");
                goto fail;
            }
            long e;
            TRY(obs_long(PyTuple_GET_ITEM(pending, 2), &e));
            if (e < at[O_EXITS]) {
                OBS_PUT(at[O_DEC_EXIT] + e, 1);
            }
            if (n > 3) {
                int truth = obs_truth(PyTuple_GET_ITEM(pending, 3));
                if (truth < 0) goto fail;
                OBS_PUT(at[O_DEC_TELEPORT], truth);
            }
        } else if (same(kind, k_choose)) {
            if (n < 5) {
                PyErr_SetString(PyExc_ValueError, "a choose decision without its context");
                goto fail;
            }
            PyObject *where;
            for (int i = 2; i < 4; i++) {
                where = obs_lookup(dicts[i == 2 ? D_POWER : D_STEP],
                                   PyTuple_GET_ITEM(pending, i));
                if (where != NULL) {
                    TRY(obs_long(where, &c));
                    OBS_PUT(c, 1);
                } else if (PyErr_Occurred()) {
                    goto fail;
                }
            }
            PyObject *ctx = PySequence_Fast(PyTuple_GET_ITEM(pending, 4),
                                            "a choice's context is not a sequence");
            if (ctx == NULL || held.n >= HELD) {
                Py_XDECREF(ctx);
                if (!PyErr_Occurred()) {
                    PyErr_SetString(PyExc_RuntimeError, "too many references held");
                }
                goto fail;
            }
            held.o[held.n++] = ctx;
            for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(ctx); k++) {
                item = PySequence_Fast_GET_ITEM(ctx, k);
                if (PyLong_Check(item) && !PyBool_Check(item)) {
                    double x;
                    TRY(obs_number(item, &x));
                    OBS_PUT(at[O_DEC_COUNT], x);
                    continue;
                }
                where = obs_lookup(dicts[D_DONE], item);
                if (where != NULL) {
                    TRY(obs_long(where, &c));
                    OBS_PUT(c, 1);
                } else if (PyErr_Occurred()) {
                    goto fail;
                }
            }
        }
    }
#undef SEAT_AT
    /* every number to its field's bounds, as Encoder.observe's numpy passes (the encoder
       says `native_clips`): one loop, which the compiler makes vector instructions */
    obs_clip(out, self->low, self->high, size);
    result = Py_None;
    Py_INCREF(result);
fail:
    release(&held);
    for (int i = 0; i < D_COUNT; i++) {
        Py_DECREF(dicts[i]);
    }
    Py_DECREF(danger_ids);
    PyBuffer_Release(&view);
    return result;
}

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ludoteca.games.clank._obs.Writer",
    .tp_doc = "Writer(plan)(state, seat, out): ClankEncoder.write_state in C.",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Writer_init,
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_traverse = (traverseproc)Writer_traverse,
    .tp_clear = (inquiry)Writer_clear,
    .tp_free = PyObject_GC_Del,
    .tp_call = (ternaryfunc)Writer_call,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_obs", "Clank's observation writer in C (encoder.py).", -1,
};

PyMODINIT_FUNC
PyInit__obs(void)
{
    PyObject **attrs[A_COUNT];
    for (int a = 0; a < A_COUNT; a++) {
        attrs[a] = &names[a];
    }
    PyObject **const others[] = {&s_block, &s_depths, &k_place, &k_choose};
    static const char *const other_names[] = {"block", "depths", "place", "choose"};
    Py_BUILD_ASSERT(sizeof others / sizeof others[0]
                    == sizeof other_names / sizeof other_names[0]);
    if (obs_intern(attrs, ATTR_NAMES, A_COUNT) < 0
        || obs_intern(others, other_names, (int)(sizeof others / sizeof others[0])) < 0) {
        return NULL;
    }
    return obs_module(&module, &WriterType);
}
