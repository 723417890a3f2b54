/** A listed note, as far as its order goes. */
interface Ordered {
  readonly id: string;
  readonly data: { readonly createdAt: Date | null };
}

const timeOf = (note: Ordered) => note.data.createdAt?.getTime() ?? null;

/**
 * `notes` in the query's order (newest first), except that notes this tab wrote (`written`: id → how many it had
 * written before) and that share one time are put newest first among the places they hold. The backend breaks such
 * ties by document id, which is random: the Firestore emulator stamps a burst of writes with the same second, and two
 * writes waiting for the server share an estimate just as easily. Other notes keep their places. Returns `notes`
 * itself when nothing moves.
 */
export function inOwnWriteOrder<N extends Ordered>(
  notes: readonly N[],
  written: ReadonlyMap<string, number>,
): readonly N[] {
  let ordered: N[] | undefined;
  for (let start = 0, end = 1; start < notes.length; start = end, end = start + 1) {
    const time = timeOf(notes[start] as N);
    while (end < notes.length && timeOf(notes[end] as N) === time) end += 1;
    if (end - start < 2) continue;
    const places: number[] = [];
    for (let at = start; at < end; at += 1) if (written.has((notes[at] as N).id)) places.push(at);
    const own = places.map((at) => notes[at] as N).sort((a, b) => (written.get(b.id) ?? 0) - (written.get(a.id) ?? 0));
    for (const [index, place] of places.entries()) {
      const note = own[index] as N;
      if (note === notes[place]) continue;
      ordered ??= [...notes];
      ordered[place] = note;
    }
  }
  return ordered ?? notes;
}
