import { Route, Routes } from 'react-router-dom';
import AssistantView from './AssistantView';
import PreviewIndex from './PreviewIndex';
import PreviewScreeningPage from './PreviewScreeningPage';
import VisitorView from './VisitorView';

/** The content preview for clinical reviewers, under /preview (development and reviewer builds only). */
export default function PreviewApp() {
  return (
    <Routes>
      <Route index element={<PreviewIndex />} />
      <Route path="assistant" element={<AssistantView />} />
      <Route path=":slug" element={<PreviewScreeningPage />} />
      <Route path=":slug/visitor" element={<VisitorView />} />
    </Routes>
  );
}
