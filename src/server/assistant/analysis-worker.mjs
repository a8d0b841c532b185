// The entry of a document analysis worker thread. Worker threads do not inherit the TypeScript
// loader of the main thread (tsx in the app, Vite in tests), so each registers tsx before loading.
import { register } from 'tsx/esm/api';

register();
const { default: analyzeTask } = await import('./analysis-task.ts');

export default analyzeTask;
