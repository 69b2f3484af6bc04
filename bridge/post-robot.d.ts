// Types for post-robot 10.0.46, which ships none. Deliberately narrower than the library: every
// listener and send names one origin string and one window, never a list or a regex, and never
// leaves the origin out (post-robot would default it to the wildcard). The only wildcard passed is
// bridge/child.ts's, when a hotel explicitly allows any parent origin, and never for session data.
declare module 'post-robot' {
  export interface PostRobotEvent<T = unknown> {
    source: Window;
    origin: string;
    data: T;
  }

  export interface Cancelable {
    cancel(): void;
  }

  export interface ListenOptions {
    /** The one origin messages are accepted from. */
    domain: string;
    /** The one window messages are accepted from. */
    window: Window;
    name?: string;
    errorOnClose?: boolean;
  }

  export interface SendOptions {
    /** The one origin the message may be delivered to. */
    domain: string;
    timeout?: number;
    fireAndForget?: boolean;
  }

  export function on<T = unknown, R = unknown>(
    name: string,
    options: ListenOptions,
    handler: (event: PostRobotEvent<T>) => R | Promise<R>,
  ): Cancelable;

  export function send<T = unknown, R = unknown>(win: Window, name: string, data: T, options: SendOptions): Promise<PostRobotEvent<R>>;
}
