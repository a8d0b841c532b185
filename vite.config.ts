import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    // The API runs beside the dev server (npm run dev); the browser sees one origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
