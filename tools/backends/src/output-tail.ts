/** Keeps the last lines of a process's output, for error messages. */
export class OutputTail {
  readonly #maxLines: number;
  readonly #lines: string[] = [];
  #partial = '';

  /** @param maxLines how many complete lines to keep. */
  constructor(maxLines = 40) {
    this.#maxLines = maxLines;
  }

  /** Appends a chunk of output; chunks may split lines anywhere. */
  push(chunk: string): void {
    const parts = (this.#partial + chunk).split(/\r?\n/);
    this.#partial = parts.pop() ?? '';
    for (const line of parts) {
      this.#lines.push(line);
    }
    if (this.#lines.length > this.#maxLines) {
      this.#lines.splice(0, this.#lines.length - this.#maxLines);
    }
  }

  /** The kept lines, including an unterminated last line, joined with `\n`. */
  text(): string {
    const lines = this.#partial ? [...this.#lines, this.#partial] : this.#lines;
    return lines.slice(-this.#maxLines).join('\n');
  }
}
