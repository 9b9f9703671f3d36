/*******************************************************************************
   A lending library in SQLite, written for this project (the constructs of a
   generated SQLite script: bracketed names, named primary keys, a table that
   points at itself, a link table with a two-column key, indexes after).
********************************************************************************/

DROP TABLE IF EXISTS [Author];

DROP TABLE IF EXISTS [Book];

DROP TABLE IF EXISTS [Branch];

DROP TABLE IF EXISTS [Copy];

DROP TABLE IF EXISTS [Format];

DROP TABLE IF EXISTS [Loan];

DROP TABLE IF EXISTS [LoanLine];

DROP TABLE IF EXISTS [Member];

DROP TABLE IF EXISTS [ReadingList];

DROP TABLE IF EXISTS [ReadingListBook];

DROP TABLE IF EXISTS [Staff];


/*******************************************************************************
   Create Tables
********************************************************************************/
CREATE TABLE [Author]
(
    [AuthorId] INTEGER  NOT NULL,
    [FullName] NVARCHAR(120)  NOT NULL,
    [BornYear] INTEGER,
    CONSTRAINT [PK_Author] PRIMARY KEY  ([AuthorId])
);

CREATE TABLE [Book]
(
    [BookId] INTEGER  NOT NULL,
    [Title] NVARCHAR(200)  NOT NULL,
    [AuthorId] INTEGER,
    [FormatId] INTEGER  NOT NULL,
    [Isbn] NVARCHAR(17),
    [Pages] INTEGER,
    [ReplacementCost] NUMERIC(10,2)  NOT NULL,
    CONSTRAINT [PK_Book] PRIMARY KEY  ([BookId]),
    FOREIGN KEY ([AuthorId]) REFERENCES [Author] ([AuthorId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([FormatId]) REFERENCES [Format] ([FormatId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Branch]
(
    [BranchId] INTEGER  NOT NULL,
    [Name] NVARCHAR(80)  NOT NULL,
    [Street] NVARCHAR(70),
    [Town] NVARCHAR(40),
    [Phone] NVARCHAR(24),
    CONSTRAINT [PK_Branch] PRIMARY KEY  ([BranchId])
);

CREATE TABLE [Copy]
(
    [CopyId] INTEGER  NOT NULL,
    [BookId] INTEGER  NOT NULL,
    [BranchId] INTEGER  NOT NULL,
    [Shelf] NVARCHAR(12),
    [AcquiredOn] DATETIME,
    CONSTRAINT [PK_Copy] PRIMARY KEY  ([CopyId]),
    FOREIGN KEY ([BookId]) REFERENCES [Book] ([BookId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([BranchId]) REFERENCES [Branch] ([BranchId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Format]
(
    [FormatId] INTEGER  NOT NULL,
    [Name] NVARCHAR(40),
    CONSTRAINT [PK_Format] PRIMARY KEY  ([FormatId])
);

CREATE TABLE [Loan]
(
    [LoanId] INTEGER  NOT NULL,
    [MemberId] INTEGER  NOT NULL,
    [StaffId] INTEGER,
    [LentOn] DATETIME  NOT NULL,
    [DueOn] DATETIME  NOT NULL,
    [Fine] NUMERIC(10,2),
    CONSTRAINT [PK_Loan] PRIMARY KEY  ([LoanId]),
    FOREIGN KEY ([MemberId]) REFERENCES [Member] ([MemberId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([StaffId]) REFERENCES [Staff] ([StaffId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [LoanLine]
(
    [LoanLineId] INTEGER  NOT NULL,
    [LoanId] INTEGER  NOT NULL,
    [CopyId] INTEGER  NOT NULL,
    [ReturnedOn] DATETIME,
    CONSTRAINT [PK_LoanLine] PRIMARY KEY  ([LoanLineId]),
    FOREIGN KEY ([LoanId]) REFERENCES [Loan] ([LoanId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([CopyId]) REFERENCES [Copy] ([CopyId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Member]
(
    [MemberId] INTEGER  NOT NULL,
    [GivenName] NVARCHAR(40)  NOT NULL,
    [FamilyName] NVARCHAR(40)  NOT NULL,
    [Street] NVARCHAR(70),
    [Town] NVARCHAR(40),
    [PostCode] NVARCHAR(10),
    [Email] NVARCHAR(60)  NOT NULL,
    [HomeBranchId] INTEGER,
    CONSTRAINT [PK_Member] PRIMARY KEY  ([MemberId]),
    FOREIGN KEY ([HomeBranchId]) REFERENCES [Branch] ([BranchId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [ReadingList]
(
    [ReadingListId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_ReadingList] PRIMARY KEY  ([ReadingListId])
);

CREATE TABLE [ReadingListBook]
(
    [ReadingListId] INTEGER  NOT NULL,
    [BookId] INTEGER  NOT NULL,
    CONSTRAINT [PK_ReadingListBook] PRIMARY KEY  ([ReadingListId], [BookId]),
    FOREIGN KEY ([ReadingListId]) REFERENCES [ReadingList] ([ReadingListId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([BookId]) REFERENCES [Book] ([BookId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);

CREATE TABLE [Staff]
(
    [StaffId] INTEGER  NOT NULL,
    [FamilyName] NVARCHAR(20)  NOT NULL,
    [GivenName] NVARCHAR(20)  NOT NULL,
    [Role] NVARCHAR(30),
    [ManagerId] INTEGER,
    [BranchId] INTEGER,
    [StartedOn] DATETIME,
    CONSTRAINT [PK_Staff] PRIMARY KEY  ([StaffId]),
    FOREIGN KEY ([ManagerId]) REFERENCES [Staff] ([StaffId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([BranchId]) REFERENCES [Branch] ([BranchId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);


/*******************************************************************************
   Create Foreign Key Indexes
********************************************************************************/
CREATE INDEX [IFK_BookAuthorId] ON [Book] ([AuthorId]);

CREATE INDEX [IFK_CopyBookId] ON [Copy] ([BookId]);

CREATE INDEX [IFK_LoanMemberId] ON [Loan] ([MemberId]);

CREATE INDEX [IFK_LoanLineCopyId] ON [LoanLine] ([CopyId]);

CREATE INDEX [IFK_StaffManagerId] ON [Staff] ([ManagerId]);
