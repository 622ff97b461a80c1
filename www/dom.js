// Small helpers of every view: building elements, and numbers and times in words.

/** The element of id `id`. */
export const $ = (id) => document.getElementById(id);

/** A new `tag` element with `props` assigned and `children` appended. */
export function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** `child` in a box that scrolls sideways when it is wider than the page. */
export function scroller(child, className = 'table-scroll') {
  return el('div', { className }, [child]);
}

/** The object a JSON text holds, or null (not JSON, or not an object). */
export function parseLoosely(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function str(value) {
  return typeof value === 'string' ? value : '';
}

/** "1 step", "2 steps", "1,000 steps". */
export function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

export function capitalise(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function formatMs(ms) {
  return ms < 1000 ? `${Math.max(ms, 0.1).toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A clock's time: "0:07", "12:34", "1:02:03". */
export function clock(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A short key of a text (64-bit FNV-1a, hex): the best times are kept per riddle text. */
export function textKey(text) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16).padStart(16, '0');
}
