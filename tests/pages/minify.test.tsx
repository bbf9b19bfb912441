/**
 * /resources/minify: a pasted or opened snippet is minified in the browser by the real minifiers (terser, csso,
 * html-minifier-terser); the page shows the result and the bytes saved, and uploads the result through the one
 * upload call.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MinifyPage } from '../../resources/minify/MinifyPage';
import { byteLength } from '../../resources/minify/minifiers';
import { db } from '../../mock-server/db/store';
import { renderPage, signIn } from './renderPage';
import { textFile, useNodeFileApi } from '../support/nodeFiles';
import { ensureResourceMessages } from '../../resources/texts';

// The page's texts load with it (resources/minify/entry.ts).
await ensureResourceMessages(['minify']);

const PATH = '/resources/minify';

const CSS = `/* card */
.card {
    margin: 0px 0px 0px 0px;
    color: #ff0000;
}

.title { color: red }
`;

const JS = `// adds two numbers
function add(first, second) {
    const total = first + second;
    return total;
}
console.log(add(1, 2));
`;

const source = () => screen.getByRole('textbox', { name: 'Source' });
const result = () => screen.getByRole('textbox', { name: 'Result' });

const minify = async (text: string) => {
    fireEvent.change(source(), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Minify' }));
    await screen.findByRole('textbox', { name: 'Result' }, { timeout: 10_000 });
};

describe('MinifyPage', () => {
    it('minifies CSS with csso and shows the bytes saved', async () => {
        renderPage(<MinifyPage />, PATH);
        expect(screen.getByRole('heading', { name: 'Minify Code' })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'CSS' }));
        await minify(CSS);

        expect(result()).toHaveValue('.card{margin:0}.card,.title{color:red}');
        const saved = byteLength(CSS) - byteLength('.card{margin:0}.card,.title{color:red}');
        const percent = ((saved / byteLength(CSS)) * 100).toFixed(1);
        expect(screen.getByTestId('minify-saved')).toHaveTextContent(`${saved} B saved (${percent}%)`);
        expect(screen.getByText(`${byteLength(CSS)} B → 38 B`)).toBeInTheDocument();
    });

    it('minifies JavaScript with terser (comments gone, names mangled, a temporary inlined) and shows the bytes saved', async () => {
        renderPage(<MinifyPage />, PATH);
        await minify(JS);

        const minified = (result() as HTMLTextAreaElement).value;
        expect(minified).toBe('function add(d,n){return d+n}console.log(add(1,2));');
        const saved = byteLength(JS) - byteLength(minified);
        expect(saved).toBeGreaterThan(50);
        expect(screen.getByTestId('minify-saved')).toHaveTextContent(`${saved} B saved`);
    });

    it('minifies HTML, with its inline style and script', async () => {
        renderPage(<MinifyPage />, PATH);
        fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
        await minify('<div class="a">\n  <!-- note -->\n  <p>  Hello   world  </p>\n  <style> .a { color: red; } </style>\n</div>\n');
        expect(result()).toHaveValue('<div class="a"><p>Hello world</p><style>.a{color:red}</style></div>');
    });

    it('says where a syntax error is, and shows no result', async () => {
        renderPage(<MinifyPage />, PATH);
        fireEvent.change(source(), { target: { value: 'function (' } });
        fireEvent.click(screen.getByRole('button', { name: 'Minify' }));
        expect(await screen.findByText(/^Could not minify: .+\(1:\d+\)$/, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Result' })).toBeNull();
    });

    it('opens a source file (its language from its extension) and uploads the result as a static file', async () => {
        useNodeFileApi();
        await signIn('dev');
        renderPage(<MinifyPage />, PATH);
        const user = userEvent.setup();
        await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, textFile('theme.css', CSS, 'text/css'));
        await waitFor(() => expect(source()).toHaveValue(CSS));
        expect(screen.getByRole('button', { name: 'CSS' })).toHaveAttribute('aria-pressed', 'true');
        fireEvent.click(screen.getByRole('button', { name: 'Minify' }));
        await screen.findByRole('textbox', { name: 'Result' }, { timeout: 10_000 });
        expect(screen.getByRole('textbox', { name: 'File name' })).toHaveValue('theme.min.css');

        fireEvent.click(screen.getByRole('button', { name: 'Upload result' }));

        const stored = await waitFor(() => {
            const row = db.collections.get('static-files')!.all().find(each => each.fileName === 'theme.min.css');
            expect(row).toBeDefined();
            return row!;
        });
        expect(stored).toMatchObject({ folder: 'minified', fileType: 'css', size: 38, uploader: 'dev' });
        expect(await screen.findByText(`Uploaded as ${stored.url}`)).toBeInTheDocument();
        const served = await fetch(String(stored.url));
        expect(served.headers.get('Content-Type')).toBe('text/css');
        expect(await served.text()).toBe('.card{margin:0}.card,.title{color:red}');
    });
});
