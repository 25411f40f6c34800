import { afterEach, expect } from 'vitest';
import { undocumentedAnswers } from '../plugins/answer-check.js';

// Every answer a test provoked must be one its route documents (issue 20: the OpenAPI document matches
// what the routes send). Contract routes only: the web app and the docs pages document no answers.
afterEach(() => {
  expect(undocumentedAnswers.splice(0), 'answers the route contracts do not document').toEqual([]);
});
