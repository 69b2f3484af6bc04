// @vitest-environment jsdom
// post-robot as the widget builds it (from its source, IE popup support and global messaging
// off): the two calls the bridge makes are there, and it registers under the release's wire key.
import { describe, expect, it } from 'vitest';

describe('post-robot built from its source', () => {
  it('gives the bridge on and send, and sets itself up under the 10.0.46 wire key', async () => {
    const { postRobot } = await import('../../bridge/post-robot-transport');
    expect(typeof postRobot.on).toBe('function');
    expect(typeof postRobot.send).toBe('function');
    expect(Object.keys(window)).toContain('__post_robot_10_0_46__');
  });
});
