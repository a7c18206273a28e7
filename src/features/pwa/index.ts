export { startWorker, onFirstControl } from './worker';
export { checkVersion } from './versionCheck';
export { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';
