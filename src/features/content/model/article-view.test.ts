import { describe, expect, it } from 'vitest';

import type { SiteArticle } from '@/api/contracts/models/site';

import { articleIdOf, lookupArticle, pictureUrl } from './article-view';

const row = (id: number, isShow = 0): SiteArticle => ({ id, artTitle: `A${id}`, isShow });
const done = <T>(data: T) => ({ data, isPending: false, isError: false });
const pending = { data: undefined, isPending: true, isError: false };
const failed = { data: undefined, isPending: false, isError: true };

describe('articleIdOf', () => {
  it.each([
    ['?id=7', 7],
    ['?id= 12 ', 12],
    ['', undefined],
    ['?id=', undefined],
    ['?id=0', undefined],
    ['?id=-1', undefined],
    ['?id=1e3', undefined],
    ['?id=abc', undefined],
  ] as const)('%s → %s', (search, id) => {
    expect(articleIdOf(search)).toBe(id);
  });
});

describe('lookupArticle', () => {
  const latest = done([row(9), row(8)]);

  it('shows the article asked for, not the newest', () => {
    expect(lookupArticle(8, done(row(8)), latest)).toEqual({ kind: 'found', article: row(8) });
  });

  it('shows the newest when no id is given, and says so when there is none', () => {
    expect(lookupArticle(undefined, pending, latest)).toEqual({ kind: 'found', article: row(9) });
    expect(lookupArticle(undefined, pending, done([]))).toEqual({ kind: 'none' });
  });

  it('treats an unknown id and a hidden article alike: not found', () => {
    expect(lookupArticle(3, done(null), latest)).toEqual({ kind: 'not-found' });
    expect(lookupArticle(3, done(row(3, 1)), latest)).toEqual({ kind: 'not-found' });
  });

  it('waits for, and reports the failure of, the query it needs', () => {
    expect(lookupArticle(3, pending, latest).kind).toBe('loading');
    expect(lookupArticle(3, failed, latest).kind).toBe('error');
    expect(lookupArticle(undefined, done(null), failed).kind).toBe('error');
  });
});

describe('pictureUrl', () => {
  it('shows https and inline pictures only', () => {
    expect(pictureUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(pictureUrl('data:image/svg+xml;charset=utf-8,<svg/>')).toBeDefined();
    expect(pictureUrl('http://cdn.example/a.png')).toBeUndefined();
    expect(pictureUrl('javascript:alert(1)')).toBeUndefined();
    expect(pictureUrl('/relative.png')).toBeUndefined();
    expect(pictureUrl('  ')).toBeUndefined();
    expect(pictureUrl(null)).toBeUndefined();
  });
});
