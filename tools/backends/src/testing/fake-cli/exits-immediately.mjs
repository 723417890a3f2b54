// Stands in for firebase-tools: prints a few lines and fails before any emulator starts.
console.log('i  emulators: Starting emulators: auth');
console.error('Error: fake failure for the harness tests');
process.exit(3);
