export { startWorker, onFirstControl, acceptUpdate } from './worker';
export { checkVersion } from './versionCheck';
export { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';
