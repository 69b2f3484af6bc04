// The two calls of post-robot the bridge makes, imported by name so the bundle keeps only what
// they need (a dynamic import of the package itself would keep every export it has).
import { on, send } from 'post-robot';

export const postRobot = { on, send };
