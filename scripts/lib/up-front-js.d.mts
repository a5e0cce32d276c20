export declare const UP_FRONT_BUDGET_BYTES: number;
export declare function upFrontJs(url: string, cache?: Map<string, unknown>): Promise<{ bytes: number; files: number }>;
