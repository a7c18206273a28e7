export { startWorker, onFirstControl, whenLoadedAndIdle } from './worker';
export { checkVersion } from './versionCheck';
export { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';
