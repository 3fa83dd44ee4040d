import { createContext } from 'react';
import type { FigureReportFormState } from '../../widget/core/figure-report.ts';
import type { PostedForm } from './posted-form.ts';

/**
 * What the server hands a page it renders for one request (ADR 018): the wrong-figure form as it
 * was posted (values and problems) or the report received. Only the server's render provides it;
 * the prerender and the browser see the empty default, and the form's island reads its state from
 * the props written into the page, never from here.
 */
export interface ServerFormState {
  figureReport?: FigureReportFormState;
  /** The contact or ebook form sent without script, for its answer page (ADR 022). */
  posted?: PostedForm | null;
}

export const ServerFormStateContext = createContext<ServerFormState>({});
