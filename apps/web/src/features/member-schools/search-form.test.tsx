import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formFromParams } from './search-criteria';
import { SearchForm } from './search-form';

const CHOICES = { states: [], countries: [], aidYears: [], applicationYear: null };

const render = (address: string) =>
  renderToStaticMarkup(
    <SearchForm
      initial={formFromParams(new URLSearchParams(address))}
      choices={CHOICES}
      onSearch={() => {}}
    />,
  );

describe('the school search form', () => {
  it('says under a criterion of the address why the search refuses it', () => {
    const html = render('state=Ohio');
    expect(html).toContain(SCHOOL_SEARCH_MESSAGES.criteriaStateInvalid);
    expect(html).toContain('aria-invalid="true"');
  });

  it('says nothing for criteria the search takes', () => {
    const html = render('state=OH&name=Alpha');
    expect(html).not.toContain(SCHOOL_SEARCH_MESSAGES.criteriaStateInvalid);
    expect(html).not.toContain('aria-invalid="true"');
  });
});
