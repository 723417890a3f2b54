// Stands in for firebase-tools: stays alive without listening anywhere.
console.log('i  emulators: Starting emulators: auth');
setInterval(() => undefined, 1_000);
