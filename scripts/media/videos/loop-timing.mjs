// Loop timing shared by the hero videos: every frame function takes t in [0, SECONDS).
export const FPS = 24;
export const SECONDS = 8;
export const FRAMES = FPS * SECONDS;
export const TAU = Math.PI * 2;
