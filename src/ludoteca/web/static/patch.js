// State messages as changes: a connection opened with `patch=1` gets, instead of `view`,
// `patch`: JSON Patch operations (RFC 6902: add, remove, replace) to apply to the view
// this same connection got last (docs/server.md, "Speed"). The first state of every
// connection carries the whole view. Self-contained: the shell calls patchedState on each
// state message before anything else sees it.

const held = new WeakMap(); // socket -> the last view it got (our own copy)

function tokens(path) {
  if (path === "") return [];
  return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Apply operations to `doc` in place (it must be the caller's own); returns the result. */
export function applyPatch(doc, ops) {
  for (const op of ops) {
    const path = tokens(op.path);
    if (!path.length) { doc = op.value; continue; }
    let parent = doc;
    for (const t of path.slice(0, -1)) parent = parent[Array.isArray(parent) ? Number(t) : t];
    const last = path[path.length - 1];
    if (Array.isArray(parent)) {
      const i = last === "-" ? parent.length : Number(last);
      if (op.op === "add") parent.splice(i, 0, op.value);
      else if (op.op === "remove") parent.splice(i, 1);
      else parent[i] = op.value;
    } else if (op.op === "remove") delete parent[last];
    else parent[last] = op.value;
  }
  return doc;
}

/** The state message with its whole `view`; null when a patch has nothing to apply to
 *  (the socket is then closed, and the shell reconnects for a whole view). */
export function patchedState(socket, msg) {
  if (Array.isArray(msg.patch)) {
    if (!held.has(socket)) { socket.close(); return null; }
    msg.view = applyPatch(held.get(socket), msg.patch);
    delete msg.patch;
  }
  // the screens get a copy: whatever they do with it, ours stays as the server's
  held.set(socket, msg.view);
  msg.view = structuredClone(msg.view);
  return msg;
}
