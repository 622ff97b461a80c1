// A riddle in the page's address: its text (JSON or clues) compressed with the browser's
// CompressionStream('deflate-raw') and written in base64url into the fragment, `#play=…`, which
// never reaches a server. Works in browsers and in Node 20 (both have the streams).

/** The fragment's prefix of a shared riddle. */
export const SHARE_PREFIX = '#play=';

/** The longest riddle text a link may unpack to (a bounded answer to a hostile link). */
export const MAX_SHARED_TEXT = 1 << 20;

async function through(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  const chunks = [];
  let size = 0;
  for await (const chunk of out) {
    size += chunk.length;
    if (size > MAX_SHARED_TEXT) throw new Error(`it unpacks to more than ${MAX_SHARED_TEXT} bytes`);
    chunks.push(chunk);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

function toBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it has characters that base64url does not use');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary;
  try {
    binary = atob(padded);
  } catch {
    throw new Error('it is cut short or damaged'); // base64url of a length no encoding gives
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** What follows the packed text when the riddle is a day's riddle: `&daily=2026-12-07.medium.5`. */
const DAILY_PART = '&daily=';

/**
 * The fragment (with its `#play=`) that holds riddle `text`; `daily`: the day's tag (daily.js's
 * dailyTag) of today's riddle, so that the link opens as that day's riddle.
 */
export async function packRiddle(text, daily = null) {
  const packed = await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return SHARE_PREFIX + toBase64url(packed) + (daily ? DAILY_PART + daily : '');
}

/** The day's tag a fragment carries after its packed text, or null. */
export function dailyPart(hash) {
  const at = hash.indexOf(DAILY_PART);
  return at < 0 ? null : hash.slice(at + DAILY_PART.length);
}

/**
 * The riddle text a fragment holds: resolves to the text, or rejects with an Error saying what
 * is wrong with the link ("it is cut short or damaged", …). `hash` starts with `#play=`.
 */
export async function unpackRiddle(hash) {
  if (!hash.startsWith(SHARE_PREFIX)) throw new Error('it holds no riddle');
  const end = hash.indexOf('&');
  const bytes = fromBase64url(hash.slice(SHARE_PREFIX.length, end < 0 ? undefined : end));
  if (bytes.length === 0) throw new Error('it holds no riddle');
  let raw;
  try {
    raw = await through(bytes, new DecompressionStream('deflate-raw'));
  } catch (error) {
    if (/unpacks to more/.test(error.message)) throw error;
    throw new Error('it is cut short or damaged');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new Error('it is not text');
  }
}
