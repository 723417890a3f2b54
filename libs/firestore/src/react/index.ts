export { useFirestore } from './use-firestore.js';
