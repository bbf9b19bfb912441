import { BUILT_SCREENS, installFolderRegistry } from '../../src/routes/screens';
import { folderRegistry } from '../../src/routes/folderRegistry';

// The app loads the folders' registry before its first render (src/main.tsx); tests install it on import.
installFolderRegistry(folderRegistry);

/** Every built screen's catalogue path: the shell's pages and every folder's. */
export { BUILT_SCREENS };
