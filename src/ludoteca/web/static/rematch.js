// Rematch by agreement (docs/server.md, "Rematch"): what a finished table's notice says
// about a proposal to play again, with its buttons. "Play again" proposes (choosing what
// the seats of players who decline become, when anyone else is asked); each player asked
// accepts or declines; the proposer may withdraw it or start without those who have not
// answered. The shell (app.js) sends the requests and follows the next table for those who
// accepted.
//
// `who` says who reads the notice: {seat: the seat this page holds or null, host: whether
// it holds the table's host token}.
//
// data-testids: rematch-notice, rematch-declined (the choice), rematch-propose,
// rematch-cancel, rematch-accept, rematch-decline, rematch-withdraw, rematch-start-now,
// rematch-answers (data-seat, data-answer per player).

import { esc } from "./app.js";
import { t } from "./i18n.js";
import { listNames } from "./shared.js";

/** the finished table's proposal, or null */
export function offerOf(table) {
  return table && table.status === "finished" && !table.next ? table.rematch || null : null;
}

/** a seat's answer: "yes", "no", null (not yet), undefined (not asked) */
export function answerOf(offer, seat) {
  const found = offer && offer.answers.find((a) => a.seat === seat);
  return found ? found.answer : undefined;
}

/** whether the page made the proposal (a seat, or the host that holds none) */
export function proposed(offer, who) {
  if (!offer) return false;
  return offer.by === null ? who.host && who.seat === null : offer.by === who.seat;
}

/** the people asked besides the page's own seat: proposing asks how their seats are kept */
export function othersAsked(table, who) {
  return (table.seats || []).filter((s) => s.kind === "human" && s.seat !== who.seat).length;
}

/** whether the page goes to the next table by itself: it accepted, or proposed as host */
export function follows(offer, who) {
  if (!offer) return false;
  return answerOf(offer, who.seat) === "yes" || (offer.by === null && proposed(offer, who));
}

function button(act, label, primary = false) {
  return `<button class="btn small${primary ? " primary" : ""}" data-testid="rematch-${act}" data-act="rematch-${act}">${esc(label)}</button>`;
}

/** the notice's HTML for a finished table without a next one yet ("" when there is
 *  nothing to say); `choosing`: the page pressed "Play again" and picks the declined seats */
export function rematchNoticeHTML(table, who, nameOf, choosing) {
  const offer = offerOf(table);
  if (!offer) {
    if (!choosing) return "";
    return `<span class="rematch" data-testid="rematch-notice">
      <b>${esc(t("rematch-propose-title"))}</b>
      <label>${esc(t("rematch-declined-label"))}
        <select data-testid="rematch-declined">
          <option value="bot">${esc(t("rematch-declined-bot"))}</option>
          <option value="open">${esc(t("rematch-declined-open"))}</option>
        </select></label>
      ${button("propose", t("rematch-propose"), true)} ${button("cancel", t("rematch-cancel"))}</span>`;
  }
  const waiting = offer.answers.filter((a) => a.answer === null).map((a) => nameOf(a.seat));
  const yes = offer.answers.filter((a) => a.answer === "yes").length;
  const marks = offer.answers.map((a) => `<span class="tag${a.answer === "no" ? " warn" : ""}" data-testid="rematch-answers" data-seat="${a.seat}" data-answer="${a.answer ?? ""}">${esc(nameOf(a.seat))}: ${esc(t(`rematch-answer-${a.answer ?? "none"}`))}</span>`).join(" ");
  const rule = t(`rematch-rule-${offer.declined}`);
  const mine = answerOf(offer, who.seat);
  const parts = [];
  if (proposed(offer, who)) {
    parts.push(esc(t("rematch-you-proposed")), esc(rule));
    if (waiting.length) parts.push(esc(t("rematch-waiting", { names: listNames(waiting), count: waiting.length })), button("start-now", t("rematch-start-now")));
    parts.push(button("withdraw", t("rematch-withdraw")));
  } else {
    const by = offer.by === null ? t("rematch-the-host") : nameOf(offer.by);
    parts.push(esc(t("rematch-proposed-by", { name: by })), esc(rule));
    if (mine === null) parts.push(button("accept", t("rematch-accept"), true), button("decline", t("rematch-decline")));
    else if (mine === "yes") parts.push(esc(t("rematch-you-accepted")), button("decline", t("rematch-decline")));
    else if (mine === "no") parts.push(esc(t("rematch-you-declined")), button("accept", t("rematch-accept")));
    else parts.push(esc(t("rematch-accepted-count", { yes, count: offer.answers.length })));
  }
  return `<span class="rematch" data-testid="rematch-notice">${parts.join(" ")} <span class="rematch-answers">${marks}</span></span>`;
}
