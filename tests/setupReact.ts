import * as React from 'react';

/**
 * React's development build (the one tests run) captures a stack trace for each element it
 * creates, to print "owner stacks" in its warnings: an Error per element, a real share of a test
 * file's CPU with antd's deep trees (docs/performance.md, "Tests"). The tests never read
 * those stacks (a warning still names its component), so React is told its budget of them is
 * spent, which it handles by pointing every element at one shared placeholder stack.
 */
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object;
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
