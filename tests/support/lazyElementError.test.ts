// @vitest-environment happy-dom
import { configure, getConfig, screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { lazyElementError } from './lazyElementError';

describe('lazyElementError', () => {
  it("reads as the library's own error: the query's words, then the page as it is when read", () => {
    document.body.innerHTML = '<main><button>Save</button></main>';
    const error = lazyElementError('Unable to find a link', document.body);
    document.body.innerHTML = '<main><button>Saved</button></main>';

    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toMatch(
      /^Unable to find a link\n\nIgnored nodes: comments, script, style\n/,
    );
    expect(error.message).toContain('Saved');
    expect(String(error)).toContain('Unable to find a link');
  });

  it('draws the page once, however often the message is read', () => {
    document.body.innerHTML = '<p>one</p>';
    const error = lazyElementError(null, document.body);
    const first = error.message;
    document.body.innerHTML = '<p>two</p>';
    expect(error.message).toBe(first);
    expect(first).toContain('one');
  });

  it("is the library's error for every failed query in the tests (tests/setup.ts)", () => {
    const previous = getConfig().getElementError;
    configure({ getElementError: lazyElementError });
    try {
      document.body.innerHTML = '<button>Save</button>';
      let thrown: unknown;
      try {
        screen.getByText('Cancel');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toMatch(/Unable to find an element with the text: Cancel/);
      expect((thrown as Error).message).toContain('<button>');
    } finally {
      configure({ getElementError: previous });
    }
  });
});
