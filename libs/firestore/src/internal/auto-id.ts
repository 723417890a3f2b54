/**
 * A random 20-character document id, as the SDK makes them: each character one of `A-Z`, `a-z` and `0-9`, from a
 * random byte below 248, so that none of the 62 is likelier than another.
 */
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    const [byte] = crypto.getRandomValues(new Uint8Array(1)) as Uint8Array & [number];
    // 0-25 → 'A'-'Z', 26-51 → 'a'-'z', 52-61 → '0'-'9'.
    const index = byte % 62;
    if (byte < 248) id += String.fromCharCode(index + (index < 26 ? 65 : index < 52 ? 71 : -4));
  }
  return id;
}
