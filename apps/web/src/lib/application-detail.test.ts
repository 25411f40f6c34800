import { describe, expect, it } from 'vitest';
import { studentFixture } from '../test/application-fixture';
import { applicationIdFromSearch, pickApplication, positiveIdFromSearch } from './application-detail';

describe('application detail address and answer', () => {
  it('reads the application id of the address, or null for none and for anything but a positive number', () => {
    const id = (query: string) => applicationIdFromSearch(new URLSearchParams(query));
    expect(id('id=123')).toBe(123);
    expect(id('id= 7 ')).toBe(7);
    for (const bad of ['', 'id=', 'id=0', 'id=-4', 'id=12a', 'id=1.5', 'id=abc', 'id=9999999999'])
      expect(id(bad)).toBeNull();
  });

  it('reads any named id the same way', () => {
    expect(positiveIdFromSearch(new URLSearchParams('id=4&school=12'), 'school')).toBe(12);
    expect(positiveIdFromSearch(new URLSearchParams('id=4&school=x'), 'school')).toBeNull();
    expect(positiveIdFromSearch(new URLSearchParams('id=4'), 'school')).toBeNull();
  });

  it('picks the one application of the answer', () => {
    expect(pickApplication(studentFixture())?.id).toBe(41);
    expect(pickApplication(studentFixture({ studentApplication: [] }))).toBeNull();
    expect(pickApplication(undefined)).toBeNull();
  });
});
