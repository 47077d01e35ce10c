import { createHash, type Hash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ImportOptions } from '@/shared/trading/api-contract';
import { ImportError } from '@/shared/trading/imports';
import { profitFile } from '../../../../bench/support/profit-file';
import { InstrumentResolver, type RowContext, toTradeRow } from './import-rows';
import { stageBatches } from './import-stage';
import { type ParsedFile, parseUpload } from './parse';
import type { Tx } from '../../db/tx';

/**
 * The import's parse and validate steps, pinned: every fixture, the bench's 100,000-row Profit file and seeded
 * files full of edge cases go through parseUpload → toTradeRow → the staging batches (the COPY text, which PGlite
 * reads from a Blob and PostgreSQL over the connection). Per case, a SHA-256 of the parse result and rows (EXPECTED) and one of what the batches send
 * (EXPECTED_STAGED) must equal the digests of the code before the import's speed work: both tables were taken by
 * running this very file on main's code (cd77d83), where it passes as it does here. Any field of any row, any
 * error message, any staged byte that changes fails the case that holds it. A genuine change of output updates
 * the digests deliberately (a failing case shows its new digest; a change of trade-insert.ts's COLUMNS changes
 * only EXPECTED_STAGED); setting DUMP below to a folder writes each case's file and canonical text there, to
 * diff against a dump taken on the older code. The parse result once also carried the format detection (which kept
 * the decoded file alive): EXPECTED was taken again without it on the code that matched cd77d83's digests with it,
 * and the code after the change gave the same 263 digests. PGlite once staged by array parameters, digested here
 * beside the COPY text: when it moved to COPY, EXPECTED_STAGED was taken again from the COPY text alone, on the
 * code before the move (8b4b52b) and after it, and the 263 digests were the same. Then the staged `later` flag
 * was dropped (the INSERT lists the rows it stores): all 350 staged texts were the earlier ones without that cell.
 * Then stop_unknown became a staged column (decided per row): with its cell removed, the staged texts of all 100
 * cases gave the earlier digests, and that cell was 'f' in every row (no case's file says a stop is unknown).
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/trading/imports/fixtures');
const REFERENCE_YEAR = 2026;
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A folder to write each case's input and canonical output to while debugging a mismatch (and digests.txt, every
 * digest computed); '' writes nothing.
 */
const DUMP: string = '';

/** Parsed trades and their rows, per case. */
const EXPECTED: Record<string, string> = {
  'bench profit 100k': '46e37d215a5c50e2d5006cc555670a38bf3ec57fb70a4622d156e9bb88dbc560',
  'bench profit 20k zones': '57b817f8f520dfc611cd509afe9e2561e08da59c6f202eb2b6b0ced64cc712de',
  'fixture bad-binary.png': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as generic': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as mt5': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as ninjatrader': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as profit': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as tradovate': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-empty.csv': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as generic': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as mt5': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as ninjatrader': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as profit': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as tradovate': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-formula.csv': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as generic': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as mt5': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as ninjatrader':
    '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as profit': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as tradovate': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-spreadsheet.xlsx': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as generic':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as mt5': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as ninjatrader':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as profit':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as tradovate':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-truncated.csv': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-truncated.csv as generic': '7ebefeffbe997a8aa2d6c0f02eb870fd20fe721663403042808a4eb4f408c0d5',
  'fixture bad-truncated.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-truncated.csv as ninjatrader':
    '66b3a95f210845b23bfa6e80ae05f2e60052da614ed2e738bbf913d0aeecadb6',
  'fixture bad-truncated.csv as profit': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-truncated.csv as tradovate':
    'cb06e95923d571fef7030506195d704ce16c086da605dbe95af8616032267c80',
  'fixture bad-unknown-header.csv': 'bbdbc995ee62f2fbf3eaeadc8c11e7a283d1d2d360b989868d3bcc9658193d9f',
  'fixture bad-unknown-header.csv as generic':
    '42e094e593ca59b600ddb59ea35f26ea2a50eb338ac23287e9a80cc1087f8fda',
  'fixture bad-unknown-header.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-unknown-header.csv as ninjatrader':
    '2f3811bd7e86e02f28742b7bfc2fcea2216f4cef63c48e21611008ca841c5d6e',
  'fixture bad-unknown-header.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture bad-unknown-header.csv as tradovate':
    '582b39bfc8d95d7f8148c5ea43789ffa28669d20e4d54d1e9f44514cc58339c8',
  'fixture bad-wrong-encoding.csv': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as generic':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as mt5': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as ninjatrader':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as profit':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as tradovate':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture mt5-en.csv': 'f4aaf5e2332ca24b0e181c411226a4877b51784ad224fde2dd4c565d354ad0b7',
  'fixture mt5-en.csv as generic': 'e01b8623866ae6ba21eeb98d94a466e3f8297195fb51d0c25238ede8344f8587',
  'fixture mt5-en.csv as mt5': '0c24938726dd30ce2b234762041cbd13f63669a33fe2f1749cddec1f88bf4b31',
  'fixture mt5-en.csv as ninjatrader': 'b3e02a7611ca9e217c4f8633d735a888b85807065fc1577250911c6556a142e8',
  'fixture mt5-en.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-en.csv as tradovate': '389b5c175ce77174159d67377c381e0d8d18364a46c1efc45992e84ba18d8b92',
  'fixture mt5-pt-utf16.csv': '2ea8937a1b09ed3c052ac5fc19945f32765a526051136111f204a9e4895f7114',
  'fixture mt5-pt-utf16.csv as generic': '7a73b86b3ad45fe617750cac405fab00be6afd10c17f2441dd9a0929b5761bc6',
  'fixture mt5-pt-utf16.csv as mt5': '06eac6ea519ae9a7b0c1ac5fcba2d451304a02c888ca9556369488268fc3d2ef',
  'fixture mt5-pt-utf16.csv as ninjatrader':
    'd3b312fd03f8e0720cb384bb2e8023d2027a6544c740f1cc20c14033799cf146',
  'fixture mt5-pt-utf16.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-pt-utf16.csv as tradovate': '06ce8df648f77b75e560ab95df9a6cc3b3f610e198ff0d02e29cf0b905864165',
  'fixture mt5-tester-pt.csv': '52a4a3813a0c627f83b42d047c8f5eb3ecf61014a284ca615e5d0ea8ea8b8e79',
  'fixture mt5-tester-pt.csv as generic': '7c1b82c91946f9656703631a7abec8eb7ba5268d9db4a2d615ecbbfa0227a6f7',
  'fixture mt5-tester-pt.csv as mt5': '22756a9e74a5ec9b98ece1e10867427f2dcaf4eab6c45fdd269ade9510c63df6',
  'fixture mt5-tester-pt.csv as ninjatrader':
    '25a824a09d7a2eaaf67530305ab897ec7952ef69d26c98a36db1d8446d5459dd',
  'fixture mt5-tester-pt.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-tester-pt.csv as tradovate':
    '5a9177b49c7332749ab568dd8d24b0f21c3f7686c461385bfcead92d361f42ae',
  'fixture ninjatrader-day-first.csv': '03cd1a5f0bc85cc57c13d2cd9e6c53981203ee386947af16e755ffdc6a67c880',
  'fixture ninjatrader-day-first.csv as generic':
    'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture ninjatrader-day-first.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-day-first.csv as ninjatrader':
    'e2897996cc67c6ebc8e4e8b5f4a2d7088216c2401e5f08780282d3c52f9c2be1',
  'fixture ninjatrader-day-first.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-day-first.csv as tradovate':
    '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture ninjatrader-grid.csv': '276299fd75af994bfdfc1d5aa6f11f7fb2408c1957d658087d43ea5f36ba6dd5',
  'fixture ninjatrader-grid.csv as generic':
    '9589addced464e0a0bd8cb92da1a49c7249dc4307a6a6c85456284e310e57778',
  'fixture ninjatrader-grid.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-grid.csv as ninjatrader':
    '6d2b3d3bbbb8654770ebbfc2555c3ec956b5820bc47e1176ae06e8fc572c67cf',
  'fixture ninjatrader-grid.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-grid.csv as tradovate':
    'b109d3c3398b7d0df4ff77460310ce698ab284745088e459fd220f6a68019c8a',
  'fixture ninjatrader-nq-sep26.csv': '4092ff79db86b32372551d3c59032c36639e61d30462a3f1239f73d14478a252',
  'fixture ninjatrader-nq-sep26.csv as generic':
    'e71f0921c9a744cb7aac92495fcfca4d679fa9649d3914da8c06712a4e41599e',
  'fixture ninjatrader-nq-sep26.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-nq-sep26.csv as ninjatrader':
    '52b21e5f18f3d301057363974955f39701e4ad4b0fa3753dc45b1551241f947f',
  'fixture ninjatrader-nq-sep26.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-nq-sep26.csv as tradovate':
    '3df8416128e68a78f62f23d078a8fd49cf5b593145b3749c3b2291581bac4c12',
  'fixture ninjatrader.csv': '1bd9ebf1a0d10ba050d626104fb50b2dcc04eb56d2d753b923320197ecb94d03',
  'fixture ninjatrader.csv as generic': 'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture ninjatrader.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader.csv as ninjatrader':
    '1d9d8369e8f5bf4ea7e83e9b6c0431dfbe9d2ea0f4c19ea01db1e553df9dc18e',
  'fixture ninjatrader.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader.csv as tradovate': '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture profit-ganho-perda.csv': 'aa388ffd939bade6260ed7d8568a27a8bdbca0ba565ca21713a8c598b1b90849',
  'fixture profit-ganho-perda.csv as generic':
    '118448b8bea7a4641bce870fe7fdc67a2da91bcf5327bfc5423db70d6d4fd73a',
  'fixture profit-ganho-perda.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-ganho-perda.csv as ninjatrader':
    'c816381cb6ba3174343ce46e84b48bd3b4ab370f50d4b1211e9b8a4207d93e71',
  'fixture profit-ganho-perda.csv as profit':
    '1d65bbbc702a5eee8ab5d33c5f098375d8fb4298dfbfc6b10bda134bf29e128e',
  'fixture profit-ganho-perda.csv as tradovate':
    '72f16aed71f91584834b2cc894b95a66048d0b6ae838022a25a847ada81fe6f0',
  'fixture profit-latin1-preamble.csv': '7769af6232373855c5e13ed431a12107863122261d00a79133f4a9e76a6e3b8c',
  'fixture profit-latin1-preamble.csv as generic':
    '485e860773ff0828e218036776c7ca083c50d6d461afbddd5be2b5800f78e530',
  'fixture profit-latin1-preamble.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-latin1-preamble.csv as ninjatrader':
    '84bae21794fd3e86060b89d393d89e2d7ad0182b7e486b2437c18e87ae0df869',
  'fixture profit-latin1-preamble.csv as profit':
    '2b55ce72ef89b7268f3bbeb67f91168d74c79cfe0c23b72bcf12d05b7a532698',
  'fixture profit-latin1-preamble.csv as tradovate':
    '0c19af54781ee9fde5f841813eb97366b6fdcc9151c468a0ac3c4239606529ad',
  'fixture profit-performance.csv': 'ad5ee7b1baedc8cfef36ed5179b2d639d80620aad09e2f17229c700f2269a1f9',
  'fixture profit-performance.csv as generic':
    '43cb8b295e445dbd95e7cc552de672faf7fb497f3bd415543976018ea6818c73',
  'fixture profit-performance.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-performance.csv as ninjatrader':
    '8959f36bf63893a48d607f0c1ca1efbab2567c62acb237114d028b6f6656f380',
  'fixture profit-performance.csv as profit':
    '0b7876fe39ebb9f6730a22bcc8064dafcef9fd6bb764e49fd9011ea0025e7889',
  'fixture profit-performance.csv as tradovate':
    '4e2379071d6177c33788bbf44a76e8fe68660acd01bfdea8aefca0ac312b9d17',
  'fixture profit-subconta.csv': '8e17d1529de1ed76d8698f11e821ac26f5761a5dc68d938ed611e41237a20a26',
  'fixture profit-subconta.csv as generic':
    'edb5d4d19dc30470a86cac479c45a53a5274762d6bd19252ea27b145e3181ef5',
  'fixture profit-subconta.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-subconta.csv as ninjatrader':
    'c23f26e39e37c022b0767b52a53cf19064f623cef9ae31dfc7ccc29a8829862b',
  'fixture profit-subconta.csv as profit': '4968b9c850c4cef04743c42cf64f444542167cf360dc7c85cd64aec5aa97150d',
  'fixture profit-subconta.csv as tradovate':
    '2ba788b19d96d14a82b4c68589b6f2e60eee4f4e954ae6485bb15462d2ee266a',
  'fixture tradovate-performance.csv': '389cf66ae33e428c3105b5d6c243119feb5406e25878f9f8e5ec08f7c99ee827',
  'fixture tradovate-performance.csv as generic':
    '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'fixture tradovate-performance.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate-performance.csv as ninjatrader':
    '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate-performance.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate-performance.csv as tradovate':
    '4736631fb5834da736c32ea37316a2d13f4bd2a128fbbf130fa0b5499cf5eea1',
  'fixture tradovate.csv': '7908a68d12ba5f4f2d32bcfc817ef7d55499d0f6eefb70898c6c8d86e60fe4e7',
  'fixture tradovate.csv as generic': '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'fixture tradovate.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate.csv as ninjatrader': '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate.csv as tradovate': '8429d572911f92282398a5f49f9d8447a5e0e90d1ee680fcf382e46b0848aef5',
  'stress generic': 'f064df30f4e0717eaa6ce7378e782f7c0c93926bb2d0b2904a36d76b78b612b7',
  'stress mapped auto auto': 'a8475ef07fe1c86272b1ab963b46832a38c541d77eeb71b2681125fb1b031b0e',
  'stress mapped auto dmy': 'a8475ef07fe1c86272b1ab963b46832a38c541d77eeb71b2681125fb1b031b0e',
  'stress mapped auto mdy': '3fffc962148b232507a20e249c679f4923fe2e2ad2b338f7df759ceecbd9ffe8',
  'stress mapped auto ymd': '118800179641467b63f14c728911b16f394a6702f4fce5f29edce9842e7d9ddc',
  'stress mapped en-US auto': 'c9e3c2fe8f32d0148a0482d714592864cedbe044aed87fab00981b345943f7cf',
  'stress mapped en-US dmy': 'c9e3c2fe8f32d0148a0482d714592864cedbe044aed87fab00981b345943f7cf',
  'stress mapped en-US mdy': 'f81d76857067a3d6676420553a9314e8a271bc9ecdcb2306b24cc9f0896912c4',
  'stress mapped en-US ymd': 'd3b86e6f3038437f25e77044fc3c7675cee516b5e74eeac6c3bea86605ef7cab',
  'stress mapped pt-BR auto': 'beade19d068bd9ee31bb618d83f858bf8d470bbde0a41a4a92df0214b4ead56e',
  'stress mapped pt-BR dmy': 'beade19d068bd9ee31bb618d83f858bf8d470bbde0a41a4a92df0214b4ead56e',
  'stress mapped pt-BR mdy': '36afadddea50e4292db16514fa3c6277c838b3b0a24e576954fb99c250549939',
  'stress mapped pt-BR ymd': '6419f22f123ece405e3cc057c8f15aaf84b539bbac22a79f80dbf82b6c7a4a69',
  'stress profit v0 cr': '3ed203e9dce24cc1661dd463697b45a1332f3491d74a564fd1d1688fc864e99e',
  'stress profit v0 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v0 crlf': '9963152a4d833b90677d07c673d62157da10ba2c8eb9c0d92698942ebb4cd738',
  'stress profit v0 crlf quotes': 'cd28ef2e746b387afc6e86570255bfbb99afa4e980d8ca1fef3c094497953cad',
  'stress profit v0 lf': '3ed203e9dce24cc1661dd463697b45a1332f3491d74a564fd1d1688fc864e99e',
  'stress profit v0 lf quotes': '1855a212e51c75aaeaa0ded5a23a2b0b373fed46364d7ab36a52d022371cc68c',
  'stress profit v0 mixed': 'b6d598578c7fb3d9ae9550694e043c584ec845c6c8c22424b703edbdcc735d08',
  'stress profit v0 mixed quotes': '48d51f3df44d5bcf5e1901ca36ff151bc858e2c100bfd4285f907099fdf53e08',
  'stress profit v1 cr': '3761884cc1b68a71a2dcc063092249d5bbead513900688eb381f2f87b01673a1',
  'stress profit v1 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v1 crlf': '1a3c7d3dcedc43afe2f8b06c3a30c225b29c450430340bb1b3c9322488ad8dbb',
  'stress profit v1 crlf quotes': 'a937f8b16b3e96824cb13af9af07380752fdf1f4d342da1f205c8fe228be0752',
  'stress profit v1 lf': '3761884cc1b68a71a2dcc063092249d5bbead513900688eb381f2f87b01673a1',
  'stress profit v1 lf quotes': 'f872cf7b590c70f7383d3e336791322f1d6f96747198941dc67d02d5cd4c0cf5',
  'stress profit v1 mixed': 'f79a3756374e3a3a83b67409ff1f2ecb60a96e1e9e2ab4d7105da227cb506058',
  'stress profit v1 mixed quotes': '805d41561dd0ffa06dbc9175863810acb7791093b059fc4d7f3620b4086f8eb5',
  'stress profit v2 cr': '4e992361e46cd0a1ee0c79f14ac95374f1f41d4411434068fe2a05456e90c7af',
  'stress profit v2 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v2 crlf': '4e1ddd1a3d2837aa662bbd259d773bf632d39f356d991e7fdae9fae2dd23a539',
  'stress profit v2 crlf quotes': '66bad5d307ba44863b061499cc33de28bbe98bec6246d23a272c6b794b8f575d',
  'stress profit v2 lf': '4e992361e46cd0a1ee0c79f14ac95374f1f41d4411434068fe2a05456e90c7af',
  'stress profit v2 lf quotes': 'fc3310959bb890acb5e7892ec7311aaaeb3bfcbaed66a1b3d57be46844b23cc8',
  'stress profit v2 mixed': '7e22ee81e668ba71de1c61276d044d5f550d53c0816e9593020a1c5c750d82e2',
  'stress profit v2 mixed quotes': 'c37a0a4594814e649443a118dc98cd5f3d105fb5c204e10763c2c9325007b49e',
};

/** What the staging batches send (COPY text, PGlite's array parameters), per case that stages rows. */
const EXPECTED_STAGED: Record<string, string> = {
  'bench profit 100k': '630bc51984264c098f4712bcced31e56f181223d7140ce140bb2baadc375bef4',
  'fixture bad-truncated.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-truncated.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-truncated.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv': 'ad6e0dddb4d9ca146d7571bccf8c4945861477369e9177a21a305c02c1a77d44',
  'fixture mt5-en.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv as mt5': '413118e77cbdc121bcb57857417970b4e63a3bc70f2c275f3a7414d069b089db',
  'fixture mt5-en.csv as ninjatrader': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv': 'de6fcd44c7abf174fb00735cbec1617674f16b2c3b41d15c3e927bcf0868d2b7',
  'fixture mt5-pt-utf16.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv as mt5': '19b5f5bff95782d05c07de5c00eb35a02d6c7e7ebb5f360a7cf2b283564d6e69',
  'fixture mt5-pt-utf16.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv': '0e084f8f8276649f169173645b64ebfddcf90be59fc288f97f359cd60d1989a5',
  'fixture mt5-tester-pt.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv as mt5': 'b83b581b1cd67dab4fbf23e067b49f91510a5e866105169ace902171faee0b42',
  'fixture mt5-tester-pt.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-day-first.csv': '9b92d6425afa4d3d5ec64e8c188400cbb7d9a8d82cf824562712df70036f120e',
  'fixture ninjatrader-day-first.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-day-first.csv as ninjatrader':
    'a5a814960de4f48bf212ddbc37a8c3a2a128f1ee004199ae271fe1f0058026fa',
  'fixture ninjatrader-day-first.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-grid.csv': '91d038149167a2a151604c9501a826b43fa2d47b15bae60ea843432a4b0b8f73',
  'fixture ninjatrader-grid.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-grid.csv as ninjatrader':
    '31d38b07e5bb63bc7170e7793dc5fc5db43d2e638777e2a5268906b54ffea18f',
  'fixture ninjatrader-grid.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-nq-sep26.csv': 'e32d11f78f004939d53769ee8962cdabeb80d45b722ff3981efa508e15c65947',
  'fixture ninjatrader-nq-sep26.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-nq-sep26.csv as ninjatrader':
    '890d7d6411ab8fc2e4419568e7083a7a5e9f5ffcb34e6a99c57ab163bbb90546',
  'fixture ninjatrader-nq-sep26.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader.csv': '3bf803f72b8eceb75a7782b360d0d8f42f74d9e8bddd252b4763409d8b6091d5',
  'fixture ninjatrader.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader.csv as ninjatrader':
    'd780137fb1ab716f35c80e78867c5fa71ea18d356229e3efec31c228b3f9e6a4',
  'fixture ninjatrader.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv': '0e6588712d85b5ee9632c387c63dc8143eadd507fd288a9fdb482a2b603ed7e7',
  'fixture profit-ganho-perda.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv as profit':
    'df6b59217d44ad9a8bea9570574a0402887892ed20610c63ebfa9428805f18d1',
  'fixture profit-ganho-perda.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv': '5bfd24ad6a2e7505edc42169debde731e1077d3769d0dee4869697a3310b1683',
  'fixture profit-latin1-preamble.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv as profit':
    '0e88a7dfef0d396786202ab86c314b1ba7c83a999ba0504f74141935c9433376',
  'fixture profit-latin1-preamble.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv': '414edd7f6b9cf0ff792c1e544dfc2546cf6e060ae28aaf36d91de4a5b10d597f',
  'fixture profit-performance.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv as profit':
    'ee462f0baba681749adb22673114364d85ce0c2e17c1df9b2aa2db916e0d79ac',
  'fixture profit-performance.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv': 'b5fbf236010c8365a1639e9062d7991f9b300f3303a77fa50eb3f210ca61fe56',
  'fixture profit-subconta.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv as profit': '3636b27a5862f9bbba1ea84653c0cdd983f18d4881d239c4dac779f03de59150',
  'fixture profit-subconta.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv': '273063f257969c7a978067f9ed51a644ec01063f90f277bc870e7d2d79cb4965',
  'fixture tradovate-performance.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv as tradovate':
    'bce770148e25d4ac6f92c4affae648dad6f1c35aa7521052439216a61f283037',
  'fixture tradovate.csv': '49b48382764691514a1db882afa4772413d008469788e5953eb2764cb3685386',
  'fixture tradovate.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate.csv as ninjatrader': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate.csv as tradovate': '21dffcff387136f985d42e6f367ad6bf76d1a00258577dea8e8e2baa409df02e',
  'stress generic': '39d0deda030a14be8a4dea1da32330c34d130311f06eca601ef1c216a42a6244',
  'stress mapped auto auto': '503f196559bc5cf110c30231c222f934c7bf5315fa87f4a215370252ee7b8264',
  'stress mapped auto dmy': '503f196559bc5cf110c30231c222f934c7bf5315fa87f4a215370252ee7b8264',
  'stress mapped auto mdy': '21f366efddb87d6061fe4ec20a70b0536e216d162c5aa2da78c476f533e6cf95',
  'stress mapped auto ymd': '8f1f9406a5d4a16f927dbce32493c9f8ae4cccfeb771bb182564f04b17695a9e',
  'stress mapped en-US auto': '839b4d270a9689c302ec80ed3f4dc5a4b38eff4ba317c00462fcc8d794b91d70',
  'stress mapped en-US dmy': '839b4d270a9689c302ec80ed3f4dc5a4b38eff4ba317c00462fcc8d794b91d70',
  'stress mapped en-US mdy': '86548f862c0f2629a3e828338d3967973919af9f4cbc0ebfa7ac97aec4f4f624',
  'stress mapped en-US ymd': 'd2fe8e9ee88feb700b94b8b466e3ffdf62d9dfa3ca2ac350ce59aea749e4d513',
  'stress mapped pt-BR auto': 'b27f1f2ebb0e8f65ac050201119fe2a823d646bc6700032b61db98421fd63d3b',
  'stress mapped pt-BR dmy': 'b27f1f2ebb0e8f65ac050201119fe2a823d646bc6700032b61db98421fd63d3b',
  'stress mapped pt-BR mdy': '1d783b5d82b6b510d3c27c423dab3fe7ed710de68f287bf45b8fb24b0297e390',
  'stress mapped pt-BR ymd': '184ce4a600aff9b13184048fbe1a7af821fd3a3f910ca685aa76552b47d557e2',
  'stress profit v0 cr': '70134af9acb9d7dde0ec74b5db384372e51dc02ac62aecf9a48bd091724a065b',
  'stress profit v0 crlf': 'd57d2bc34d50e4680a5c981cd83e8b43d1f95b66a16923a3214578f243c50676',
  'stress profit v0 crlf quotes': '2f9c53ace113c35c1d2c0558351b567ee203832bb8576b395b1279775e73a8d9',
  'stress profit v0 lf': '70134af9acb9d7dde0ec74b5db384372e51dc02ac62aecf9a48bd091724a065b',
  'stress profit v0 lf quotes': 'a3ea4b0fb6fa18e79aa57d8c948ff35e3f66551d451cf21c28532429c8d6148c',
  'stress profit v0 mixed': '6ffd0d407823f985227e5c48c8e9ff0f4e242de2d2f59352db31a43894a865e0',
  'stress profit v0 mixed quotes': '63e84a0879233ea338b4d7cd31855bbec5877aae7920504a33fdbfb9faecd704',
  'stress profit v1 cr': 'b5a13c61c94d310d314eaa93f073e63d970602bb2bbc2c31ebeaf5ac35e5a980',
  'stress profit v1 crlf': '17f60b5b5a04d4446f6836bd20445a4cd06d72076b9f9019b2370a56be6d3864',
  'stress profit v1 crlf quotes': '507351206f0a939108843df8a8a55fb9c1bf391389ce9e375eac9631c388dc61',
  'stress profit v1 lf': 'b5a13c61c94d310d314eaa93f073e63d970602bb2bbc2c31ebeaf5ac35e5a980',
  'stress profit v1 lf quotes': 'ec7fc7064651d0d7637ee9412e1f5f937518e4e5fa2317bd14db06bdd3905bfd',
  'stress profit v1 mixed': 'ae918b3fe9a7722b6b440ee133de432066809b69fcea7a586018b0521856786d',
  'stress profit v1 mixed quotes': 'f9ec0bf98039953e1188c5b44c00a266b922651333f6ea73596deb027501e579',
  'stress profit v2 cr': '51f2c612c67c82bee8a340186deadc7995aaea32ffd141431d02813dbf356222',
  'stress profit v2 crlf': '099a91c60a15ead7790eb22a7d78ae10eba7862c55238c347b80ac5ca3e4d46b',
  'stress profit v2 crlf quotes': '3a4fddc199bce2789f5b994444ba014ec6d0c4717caacc5121149707b9744093',
  'stress profit v2 lf': '51f2c612c67c82bee8a340186deadc7995aaea32ffd141431d02813dbf356222',
  'stress profit v2 lf quotes': 'da8b8da0627a7e1604b640e7b11f6e791ee2b361e879f56b5d10a529e1c260d9',
  'stress profit v2 mixed': '2206e1b765262ed65fd99d9813807f274d0c4cd186330865a7fa65e6fcf63aa8',
  'stress profit v2 mixed quotes': '778dace2b3c80eb7b055aeeb2c339d14487f5da0c53ce34984ca54de6b940317',
};

/** JSON with sorted keys, undefined kept apart from absent, Dates as ISO text: a field moved or added shows. */
function canonical(value: unknown): string {
  if (value === undefined) return '"\u0000undefined"';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return `"\u0000bigint:${value}"`;
    if (typeof value === 'number' && Object.is(value, -0)) return '"\u0000-0"';
    return JSON.stringify(value);
  }
  if (value instanceof Date)
    return `"\u0000date:${Number.isNaN(value.getTime()) ? 'NaN' : value.toISOString()}"`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null)
    throw new Error(`unexpected object in output: ${String(proto)}`);
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The digest of one case, fed line by line (a 100,000-row file is never one string). */
class Digest {
  private readonly hash: Hash = createHash('sha256');
  private readonly lines: string[] | null;

  constructor(readonly name: string) {
    this.lines = DUMP ? [] : null;
  }

  add(label: string, value: unknown): void {
    const line = `${label}\t${typeof value === 'string' ? JSON.stringify(value) : canonical(value)}\n`;
    this.hash.update(line);
    this.lines?.push(line);
  }

  /** The case's file, kept beside its dump. */
  input(bytes: Uint8Array): void {
    const dir = DUMP;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.input`), bytes);
    }
  }

  finish(): string {
    const dir = DUMP;
    if (dir && this.lines) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.txt`), this.lines.join(''));
    }
    const digest = this.hash.digest('hex');
    if (dir) appendFileSync(path.join(dir, 'digests.txt'), `${JSON.stringify(this.name)}\t${digest}\n`);
    return digest;
  }
}

/** A pg.Client for the COPY batch: its query() takes the COPY stream and keeps the text sent. */
function copyClient(sent: string[]): pg.Client {
  const client = Object.create(pg.Client.prototype) as pg.Client;
  const query = () => {
    let finish: () => void = () => {};
    return {
      once(event: string, listener: () => void) {
        if (event === 'finish') finish = listener;
      },
      end(text: string) {
        sent.push(text);
        finish();
      },
    };
  };
  Object.assign(client, { query });
  return client;
}

/** A stand-in for PGlite's transaction client: keeps each Blob a `COPY … FROM '/dev/blob'` is given. */
function blobClient(sent: Blob[]) {
  return {
    query: async (text: string, _params: unknown[], options?: { blob?: Blob }) => {
      if (!/^copy import_stage \(.+\) from '\/dev\/blob'$/.test(text)) throw new Error(`unexpected: ${text}`);
      if (options?.blob) sent.push(options.blob);
      return { rows: [] };
    },
  };
}

/** The rows of a parsed file in each zone pair, and what each staging batch would send for them. */
async function digestRows(
  d: Digest,
  staged: Digest,
  file: ParsedFile,
  contexts: readonly RowContext[],
  stage: boolean,
) {
  for (const [c, ctx] of contexts.entries()) {
    const copySent: string[] = [];
    const blobSent: Blob[] = [];
    const copyTx = { session: { client: copyClient(copySent) } } as unknown as Tx;
    const blobTx = { session: { client: blobClient(blobSent) } } as unknown as Tx;
    const newCopy = stageBatches(copyTx);
    const newBlob = stageBatches(blobTx);
    let copy = newCopy();
    let blob = newBlob();
    for (const [k, t] of file.trades.entries()) {
      const row = toTradeRow(t, ctx);
      d.add(`row ${c}`, row);
      if (!stage || 'message' in row) continue;
      const id = ZERO_ID.slice(0, -String(k).length) + String(k);
      copy.add(row, id);
      blob.add(row, id);
      if (copy.size >= 997) {
        await copy.send();
        await blob.send();
        copy = newCopy();
        blob = newBlob();
      }
    }
    await copy.send();
    await blob.send();
    for (const text of copySent) staged.add(`copy ${c}`, text);
    // PGlite reads the very same COPY text, from a Blob.
    expect(await Promise.all(blobSent.map((b) => b.text()))).toEqual(copySent);
  }
}

const resolver = () =>
  new InstrumentResolver(
    new Map([
      ['XYZ', { pointValue: '2.5', currency: 'USD' as const }],
      ['ABC', { pointValue: '0.00000001', currency: 'BRL' as const }],
    ]),
    { WIN$N: 'WIN', Z9: 'ES' },
  );
const SAME: RowContext[] = [
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
];
const ZONES: RowContext[] = [
  ...SAME,
  { sourceTimezone: 'America/New_York', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
  { sourceTimezone: 'UTC', userTimezone: 'Europe/London', resolver: resolver() },
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/New_York', resolver: resolver() },
];

type Options = Pick<ImportOptions, 'format' | 'mapping' | 'decimal' | 'dateOrder'>;

async function digestUpload(
  name: string,
  bytes: Uint8Array,
  options: Options,
  contexts: readonly RowContext[],
  stage = true,
): Promise<{ rows: string; staged: string | null }> {
  const d = new Digest(name);
  d.input(bytes);
  let file: ParsedFile;
  try {
    file = parseUpload(bytes, options, REFERENCE_YEAR);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    d.add('error', { name: error.name, code: error.code, message: error.message });
    return { rows: d.finish(), staged: null };
  }
  // The file's own fields; the detection it once also carried (and the whole decoded text with it) is not one.
  const { trades, ...rest } = file as ParsedFile & { detection?: unknown };
  delete rest.detection;
  d.add('file', rest);
  for (const t of trades) d.add('trade', t);
  const staged = new Digest(`${name} staged`);
  await digestRows(d, staged, file, contexts, stage);
  return { rows: d.finish(), staged: stage ? staged.finish() : null };
}

/** A seeded generator (mulberry32): the same files on every run and machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  /** Mostly an ordinary value, sometimes an odd one. */
  const mostly = (common: readonly string[], odd: readonly string[]) =>
    next() < 0.85 ? pick(common) : pick(odd);
  return { next, pick, mostly, int: (n: number) => Math.floor(next() * n) };
}

const SYMBOLS = [
  'WINZ25',
  'WDOF26',
  ' WINZ25 ',
  'win$n',
  'WIN$N',
  'XYZ',
  'ABC',
  'WIN Z25',
  'ESZ5.CME',
  '-',
  'NQU26',
  'Z9',
  'WINJ6',
  'QQQ',
  'WIN-Z25',
  '',
  'WIN Z25 ',
  '[R] WINZ25',
  'wdoj26',
];
const SIDES = ['C', 'V', 'c', ' v ', 'Compra', 'VENDA', 'venda', 'X', ''];
const QTYS = [
  '1',
  '2',
  '3',
  '5',
  '10',
  '1,0',
  '1,5',
  '0',
  '-1',
  '',
  'abc',
  '1.000',
  '100',
  '01',
  ' 2 ',
  '2,00',
  '1.0',
  '99999',
  '100000',
  '9.999',
];
const PRICES = [
  '120.035,00',
  '5.100,50',
  '5100.5',
  '125.000',
  '0,00',
  '-5,00',
  '1.234.567,891',
  '12345678901234567890,5',
  '999999999999,99999999',
  '9999999999999',
  '0,000000001',
  'R$ 5,00',
  '(5,00)',
  '5,00-',
  '1,2,3',
  '',
  ' 5,5 ',
  '125100',
  '5.649',
  '0.125',
  '1234.567',
  '125.10',
  '5432.5',
  '00012,50',
  '7,',
  ',5',
  '1 234,5',
  '1\u00a0234,50',
  'US$ 10,25',
  'R$-3,00',
  '3 R$',
  '+5,5',
  '.5',
  '12,3456789012',
  '1e5',
  '5.432,123456789',
  '123.456.789.012,5',
  '4.714,10',
  '0,1',
  '0,01',
  '0,005',
  '9007199254740993',
  '900719925474099,3',
  '1.000.000',
  '5,00$',
  'BRL 12,00',
];
const RESULTS = [
  'R$ 1.234,56',
  'R$ -5,00',
  '-R$ 5,00',
  '(R$ 20,00)',
  'R$ 0,005',
  '12,345',
  '-0,005',
  '',
  'x',
  '-12,344999',
  '0,00',
  '-0,00',
  'R$ 12.345.678.901.234,56',
  '1,995',
  '-1,995',
  'R$ 999.999.999.999.999,995',
  '2,5',
  '7',
];
const pad2 = (n: number) => String(n).padStart(2, '0');

function dateText(r: ReturnType<typeof random>): string {
  const special = [
    '02/01/2025 09:00:05',
    '2/1/2025 9:00',
    '31/02/2025 10:00:00',
    '02/01/2025',
    '02/01/25 10:00:00',
    '2025-01-02 10:00:00',
    '02.01.2025 10:00:00',
    '02/01/2025 10:00:00 PM',
    '02/01/2025 24:00:00',
    '02/01/2025T10:00',
    '09/03/2025 02:30:00',
    '02/11/2025 01:30:00',
    '04/11/2018 00:30:00',
    '17/02/2018 23:30:00',
    '18/02/2018 00:30:00',
    '30/03/2025 01:30:00',
    '26/10/2025 01:30:00',
    '13/25/2025 10:00:00',
    '12/13/2025 10:00:00',
    '29/02/2024 10:00:00',
    '29/02/2025 10:00:00',
    '01/01/1899 10:00:00',
    '02/01/2025 10:60:00',
    '02/01/2025 10:00:60',
    ' 02/01/2025 10:00:00 ',
    '02/01/2025 10:00:00,123',
    '02/01/2025 10:00:00.5',
    '02/01/2025  10:00',
    '2/1/2025 12:00:00 AM',
    'ontem',
    '',
    '02/01/2025 10:00:00 pm',
    '02/01/2025 10:00:00 a.m.',
    '02-01-2025 10:00:00',
  ];
  if (r.next() < 0.25) return r.pick(special);
  const day = new Date(Date.UTC(2017, 0, 1) + r.int(365 * 10) * 86_400_000);
  const time = `${pad2(r.int(24))}:${pad2(r.int(60))}${r.next() < 0.9 ? `:${pad2(r.int(60))}` : ''}`;
  return `${pad2(day.getUTCDate())}/${pad2(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} ${time}`;
}

const PROFIT_HEADERS = [
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Preço de Mercado;MEP;MEN;Res. Operação;Res. Operação (%);Drawdown;Total',
  'Subconta;Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Res. Operação;Total',
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Ganho Max.;Perda Max.;Res. Operação;Número Operação',
];

/**
 * A Profit file of `rows` rows where most cells are ordinary and the rest are every shape the readers know:
 * numbers with and without thousands, signs, currencies and parentheses, big and tiny values, bad dates, DST
 * edges, blank rows, short rows, '[R]' rows, spaces, trailing separators. `quotes` adds quoted cells (with the
 * separator or a line break inside) and quotes inside unquoted cells; `eol` picks the line breaks.
 */
function stressProfit(
  seed: number,
  rows: number,
  variant: number,
  eol: 'crlf' | 'lf' | 'cr' | 'mixed',
  quotes: boolean,
) {
  const r = random(seed);
  const header = PROFIT_HEADERS[variant] ?? '';
  const names = header.split(';');
  const lines: string[] = ['Conta: 1', 'Titular: Fulano', '', header];
  const value = (name: string, common: () => string, odd: () => string) =>
    r.next() < 0.85 ? common() : odd();
  for (let i = 0; i < rows; i += 1) {
    const roll = r.next();
    if (roll < 0.01) {
      lines.push('');
      continue;
    }
    if (roll < 0.015) {
      lines.push(';'.repeat(r.int(names.length)));
      continue;
    }
    if (roll < 0.02) {
      lines.push('   ');
      continue;
    }
    const qty = value(
      'qty',
      () => r.pick(['1', '2', '3', '5']),
      () => r.pick(QTYS),
    );
    const cells = names.map((name) => {
      switch (name) {
        case 'Subconta':
          return r.pick(['-', 'Sub 1', '', ' conta ']);
        case 'Ativo':
          return value(
            name,
            () => r.pick(['WINZ25', 'WDOF26']),
            () => r.pick(SYMBOLS),
          );
        case 'Abertura':
        case 'Fechamento':
          return dateText(r);
        case 'Qtd Compra':
          return qty;
        case 'Qtd Venda':
          return r.next() < 0.97 ? qty : r.pick(QTYS);
        case 'Lado':
          return value(
            name,
            () => r.pick(['C', 'V']),
            () => r.pick(SIDES),
          );
        case 'Preço Compra':
        case 'Preço Venda':
        case 'Preço de Mercado':
          return value(
            name,
            () => `${120 + r.int(10)}.${pad2(r.int(100))}5,${r.pick(['00', '50', '5', '25'])}`,
            () => r.pick(PRICES),
          );
        case 'MEP':
        case 'Ganho Max.':
          return value(
            name,
            () => `${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'MEN':
        case 'Perda Max.':
          return value(
            name,
            () => `-${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'Res. Operação':
          return value(
            name,
            () => `R$ ${r.next() < 0.5 ? '-' : ''}${r.int(3000)},${pad2(r.int(100))}`,
            () => r.pick(RESULTS),
          );
        default:
          return r.pick(['0,01', 'R$ 12,00', '', '1min24s', '7']);
      }
    });
    if (r.next() < 0.05) cells[r.int(cells.length)] = ` ${cells[r.int(cells.length)] ?? ''}  `;
    if (r.next() < 0.02) cells.push('');
    if (r.next() < 0.01) cells.splice(3 + r.int(4));
    if (quotes && r.next() < 0.05) {
      const k = r.int(cells.length);
      cells[k] = r.pick([
        `"${cells[k] ?? ''}"`,
        `"a;b"`,
        `"linha\r\nquebrada"`,
        `"x""y"`,
        `"lf\nonly"`,
        `5"5`,
        `"${cells[k] ?? ''}"  `,
      ]);
    }
    lines.push(cells.join(';'));
  }
  // A complete last row: a short one would stop the file as cut.
  lines.push(
    `WINZ25;02/01/2025 10:00:00;02/01/2025 10:05:00;1;1;C;120.000,00;120.100,00;${names
      .slice(8)
      .map(() => '1')
      .join(';')}`,
  );
  const breaks = { crlf: ['\r\n'], lf: ['\n'], cr: ['\r'], mixed: ['\r\n', '\n', '\r'] }[eol];
  // The preamble and the header end in CRLF (the header is found line by line on LF); the body as `eol` says.
  let text = '';
  for (const [k, line] of lines.entries()) text += line + (k < 4 ? '\r\n' : r.pick(breaks));
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** A file of any other layout, mapped by the user, with the number conventions and date orders they can pick. */
function stressMapped(seed: number, rows: number, decimal: 'pt-BR' | 'en-US' | 'auto') {
  const r = random(seed);
  const en = [
    '1,234.56',
    '$1,234.56',
    '4 714.10',
    '(20.00)',
    '$(3.75)',
    '1,234,567.5',
    '0.5',
    '12.5',
    '-0.75',
    '3',
    '5432.25',
    '$48.10 ',
    '($75.90)',
    '125,100.5',
    '0.00000001',
    '1,000',
  ];
  const numbers = decimal === 'en-US' ? [...en, ...en, ...PRICES] : [...PRICES, ...en];
  const valid = {
    'en-US': ['5432.25', '125,100.5', '1,234.56', '0.5', '$48.10'],
    'pt-BR': ['125.000', '5.432,5', '125100,5', '0,5', 'R$ 48,10'],
    auto: ['125.000,5', '5,432.25', '125100.5', '0,5', '1.234.567'],
  }[decimal];
  const lines = ['Dia;Hora;Papel;Operação;Qtd;PM entrada;PM saída;Custo;Stop;Resultado;Obs'];
  for (let i = 0; i < rows; i += 1) {
    const date =
      r.next() < 0.8
        ? `${pad2(1 + r.int(28))}/${pad2(1 + r.int(12))}/202${r.int(7)}`
        : r.pick(['2026-03-26', '3/26/2026', '26.03.2026', '', 'x', '2026-02-30']);
    const time =
      r.next() < 0.9
        ? `${pad2(r.int(24))}:${pad2(r.int(60))}`
        : r.pick(['', '9:31:05 AM', '25:00', '10:49:05']);
    lines.push(
      [
        date,
        time,
        r.mostly(['WINJ26', 'WDOJ26', 'XYZ', 'NQM6'], SYMBOLS),
        r.mostly(['C', 'V', 'buy', 'Sell'], [...SIDES, 'long', 'short', 'b', 's']),
        r.mostly(['1', '2', '3'], QTYS),
        r.mostly(valid, numbers),
        r.mostly(valid, numbers),
        r.pick(['', '', '0,50', '1.25', '-2', '$0.50', 'R$ 1,00']),
        r.pick(['', '', '', '120.000', '5.000,5', '-1', '0']),
        r.mostly(['', '20,00', '-5.50'], RESULTS),
        r.pick(['', 'nota', ' espaço ', 'ação ç é']),
      ].join(';'),
    );
  }
  lines.push('26/03/2026;10:49;WINJ26;C;1;125.000;125.100;0;;;fim');
  return new Uint8Array(Buffer.from(lines.join('\n') + '\n', 'utf8'));
}

const MAPPING = {
  date: 'Dia',
  time: 'Hora',
  symbol: 'Papel',
  side: 'Operação',
  contracts: 'Qtd',
  entry: 'PM entrada',
  exit: 'PM saída',
  costs: 'Custo',
  stop: 'Stop',
  pnl: 'Resultado',
  notes: 'Obs',
};

/** Our own format, as the export writes it and as people edit it in a spreadsheet. */
function stressGeneric(seed: number, rows: number) {
  const r = random(seed);
  const lines = [
    'data;hora;data_saida;hora_saida;tipo;contratos;ativo;entrada;saida;mep;men;custos;stop;resultado;moeda;emocao;tags;conta;notas;id_origem',
  ];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        r.mostly(['2026-03-26', '26/03/2026', '2026-03-08'], ['2026-02-30', '2026-11-01', 'x']),
        r.mostly(['10:49:00', '10:49', '23:59:59', '02:30:00'], ['', '24:00']),
        r.pick(['', '2026-03-26', '2026-03-27']),
        r.pick(['', '11:00:00', '11:00']),
        r.mostly(['compra', 'venda', 'C'], ['x', '']),
        r.mostly(['1', '2'], ['0', '1.5']),
        r.mostly(['WINJ26', 'WDOJ26', 'NQM6'], ['XYZ', 'ABC', '']),
        r.mostly(['125100.5', '125100,5', '5432.25'], ['0.00000001', '1234567890123.5', '-1']),
        r.mostly(['125200', '5430', '125100.5', '7'], ['0', '']),
        r.pick(['', '150', '12.5']),
        r.pick(['', '-75', '30']),
        r.mostly(['0', '1.25', ''], ['-1', 'x']),
        r.mostly(['', '125000'], ['0', '-5']),
        r.pick(['', '20.00', '-5.5']),
        r.pick(['', 'BRL', 'USD']),
        r.pick(['', 'calmo', 'ansioso']),
        r.mostly(['[]', '["a","b"]', ''], ['["x;y"]', 'solto']),
        r.pick(['', 'Conta 1']),
        r.pick(['', 'nota', '"com ; separador"', '"duas\nlinhas"', "'=1+1", '"aspas ""dentro"""']),
        r.pick(['', '', 'abc123', 'profit:0123456789abcdef']),
      ].join(';'),
    );
  }
  return new Uint8Array(Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'));
}

interface Case {
  name: string;
  bytes: () => Uint8Array;
  options?: Options;
  contexts?: readonly RowContext[];
  stage?: boolean;
}

const fixtureNames = readdirSync(FIXTURES)
  .filter((f) => !f.endsWith('.md'))
  .sort();
const fixtureBytes = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

const CASES: Case[] = [
  ...fixtureNames.map((f) => ({ name: `fixture ${f}`, bytes: () => fixtureBytes(f), contexts: ZONES })),
  ...fixtureNames.flatMap((f) =>
    (['profit', 'mt5', 'ninjatrader', 'tradovate', 'generic'] as const).map((format) => ({
      name: `fixture ${f} as ${format}`,
      bytes: () => fixtureBytes(f),
      options: { format },
      contexts: SAME,
    })),
  ),
  ...[0, 1, 2].flatMap((variant) =>
    (['crlf', 'lf', 'cr', 'mixed'] as const).flatMap((eol) =>
      [false, true].map((quotes) => ({
        name: `stress profit v${variant} ${eol}${quotes ? ' quotes' : ''}`,
        bytes: () =>
          stressProfit(1000 + variant * 10 + eol.length + (quotes ? 5 : 0), 3000, variant, eol, quotes),
        contexts: ZONES,
      })),
    ),
  ),
  ...(['pt-BR', 'en-US', 'auto'] as const).flatMap((decimal) =>
    (['dmy', 'mdy', 'ymd', undefined] as const).map((dateOrder) => ({
      name: `stress mapped ${decimal} ${dateOrder ?? 'auto'}`,
      bytes: () => stressMapped(77 + decimal.length, 1500, decimal),
      options: { mapping: MAPPING, decimal, dateOrder },
      contexts: SAME,
    })),
  ),
  { name: 'stress generic', bytes: () => stressGeneric(5, 1500), contexts: ZONES },
  { name: 'bench profit 100k', bytes: () => profitFile(100_000), contexts: SAME },
  {
    name: 'bench profit 20k zones',
    bytes: () => profitFile(20_000),
    contexts: ZONES.slice(1),
    stage: false,
  },
];

describe('parse + validate output equals the code before the speed work (digests)', () => {
  it.each(CASES)('$name', async (c) => {
    const digest = await digestUpload(
      c.name,
      c.bytes(),
      c.options ?? {},
      c.contexts ?? SAME,
      c.stage ?? true,
    );
    expect(digest.rows, `${c.name}: parsed trades or rows changed (or a new case)`).toBe(EXPECTED[c.name]);
    // Kept apart: a deliberate change of the staged columns (trade-insert.ts COLUMNS) changes only these.
    expect(digest.staged, `${c.name}: staged COPY text or array parameters changed`).toBe(
      EXPECTED_STAGED[c.name] ?? null,
    );
  });

  it('has a digest for every case and no stale one', () => {
    const names = CASES.map((c) => c.name).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(names);
    expect(Object.keys(EXPECTED_STAGED).filter((k) => !names.includes(k))).toEqual([]);
  });

  it('the digest sees a change in any field of a row', () => {
    const d1 = new Digest('a');
    const d2 = new Digest('b');
    d1.add('row', { pnl: '1.00', mep: undefined, at: new Date(0) });
    d2.add('row', { pnl: '1.00', at: new Date(0) });
    expect(d1.finish()).not.toBe(d2.finish());
    const d3 = new Digest('c');
    const d4 = new Digest('d');
    d3.add('row', { pnl: '1.00', at: new Date(0) });
    d4.add('row', { at: new Date(1), pnl: '1.00' });
    expect(d3.finish()).not.toBe(d4.finish());
  });
});
