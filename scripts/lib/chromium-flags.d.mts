export declare const CHROMIUM_ROOT_FLAGS: readonly string[];
