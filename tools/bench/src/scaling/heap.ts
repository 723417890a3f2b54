/** The heap in use after full garbage collections; needs `node --expose-gc`. */
export function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run the bench with node --expose-gc.');
  // Twice: the first collection's finalizers can free more.
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
